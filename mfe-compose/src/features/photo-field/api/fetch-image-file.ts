import { PHOTO_ACCEPT } from '../lib/image-files';

/**
 * Downloads an image added by URL so it can be uploaded like a chosen file (redrawn, stored by our
 * server). Hosts that do not allow cross-origin reads give null; the URL is then sent as it is.
 */
export async function fetchImageFile(url: string, signal?: AbortSignal): Promise<File | null> {
  if (typeof fetch !== 'function') return null;
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit', ...(signal ? { signal } : {}) });
    if (!response.ok) return null;
    const blob = await response.blob();
    if (!PHOTO_ACCEPT.test(blob.type)) return null;
    const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'image');
    return new File([blob], name, { type: blob.type });
  } catch {
    return null;
  }
}
