import { LIMITS } from '@dash/shared-contracts';
import { isRedrawable } from './image-files';

/** The size that fits inside max × max, keeping the aspect ratio, never enlarging. */
export function fitWithin(width: number, height: number, max: number = LIMITS.photoRedrawMax): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * jpg/jpeg/png are redrawn upright (EXIF orientation applied by createImageBitmap) and scaled to
 * at most 1080 px before upload (spec 1 §5). GIFs and anything the browser cannot decode go as
 * they are; the server checks and resizes again.
 */
export async function prepareImageFile(file: File): Promise<File> {
  if (!isRedrawable(file) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) {
      bitmap.close();
      return file;
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.92));
    if (!blob) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
