const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** True when an editor value holds nothing: no text and no image, embed or rule ('<p><br></p>' is blank). */
export function isBlankRich(value: string): boolean {
  if (/<(?:img|iframe|video|audio|figure)\b/i.test(value)) return false;
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text === '';
}

/**
 * An inline image that has not finished uploading is still a local blob: or data: picture
 * (hasLoadingInlineImages, spec 1 §3); such a post answers 'There are still pending images.'.
 */
export function hasPendingImages(value: string): boolean {
  return /<img\b[^>]*\bsrc\s*=\s*["']?\s*(?:blob:|data:)/i.test(value) || /<img\b[^>]*\bdata-uploading\b/i.test(value);
}
