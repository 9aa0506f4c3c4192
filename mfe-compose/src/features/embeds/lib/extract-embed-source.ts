/**
 * The source URL of a pasted embed code: the first iframe, embed or script src, or an object's
 * data (or its movie/src param). Parsed with DOMParser so no pasted markup runs or loads.
 */
export function extractEmbedSource(code: string): string | null {
  if (!/<\s*(iframe|embed|object|script)\b/i.test(code)) return null;
  const doc = new DOMParser().parseFromString(code, 'text/html');
  const element = doc.querySelector('iframe[src], embed[src], script[src], object');
  if (!element) return null;
  const tag = element.tagName.toLowerCase();
  let src: string | null = null;
  if (tag === 'object') {
    src =
      element.getAttribute('data') ??
      element.querySelector('param[name="movie" i], param[name="src" i]')?.getAttribute('value') ??
      element.querySelector('embed[src]')?.getAttribute('src') ??
      null;
  } else {
    src = element.getAttribute('src');
  }
  const trimmed = src?.trim() ?? '';
  if (!trimmed) return null;
  // Protocol-relative sources (//player.example.com/…) are common in embed codes.
  return trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
}
