// Spec 1 §5: http or https, with a host name, an IP or localhost, optional port, path, query, fragment.
const VALID_URL =
  /^https?:\/\/(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export function isValidUrl(url: string): boolean {
  return VALID_URL.test(url);
}

/** A source URL without a protocol gets http:// (spec 1 §5); anything else unusable is dropped. */
export function normaliseSourceUrl(url: string): string | null {
  if (!url) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `http://${url}`;
  return isValidUrl(withScheme) ? withScheme : null;
}

export const DIRECT_VIDEO = /\.(mp4|webm|ogv|mov)(?:[?#].*)?$/i;
export const DIRECT_AUDIO = /\.(mp3|m4a|ogg|oga|wav)(?:[?#].*)?$/i;
