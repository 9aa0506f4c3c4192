import { sandboxForFrame } from '@dash/shared-contracts';

/**
 * The src of the first iframe in a pasted embed code that the product's frame rule knows
 * (shared-contracts' sandboxForFrame: the known players over https, or this product's /embed/ and
 * /media/ paths), as the server will read it; null when there is none. The server keeps only such
 * iframes and drops every other iframe, embed, object and script, so a code without one would post
 * nothing. Parsed with DOMParser so no pasted markup runs or loads.
 */
export function knownFrameSource(code: string): string | null {
  if (!/<\s*iframe\b/i.test(code)) return null;
  const doc = new DOMParser().parseFromString(code, 'text/html');
  for (const frame of doc.querySelectorAll('iframe[src]')) {
    const src = frame.getAttribute('src')?.trim() ?? '';
    if (sandboxForFrame(src)) return src;
  }
  return null;
}
