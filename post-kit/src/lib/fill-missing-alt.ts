import { describeImage } from '@dash/shared-contracts/core';

// An <img> tag of sanitized HTML: attribute values may hold '>' inside quotes.
const IMG_TAG = /<img\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
// Its alt attribute with the leading space and the value, quoted or not.
const ALT_ATTRIBUTE = /\salt(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?(?=[\s/]|$)/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The alt attribute's place in the tag's attributes, found outside quoted values (`title="alt=x"`). */
function findAlt(attributes: string): { start: number; end: number; value: string } | null {
  const blanked = attributes.replace(/"[^"]*"|'[^']*'/g, (quoted) => quoted[0] + 'x'.repeat(quoted.length - 2) + quoted[0]);
  const match = ALT_ATTRIBUTE.exec(blanked);
  if (!match) return null;
  const original = attributes.slice(match.index, match.index + match[0].length);
  const value = (ALT_ATTRIBUTE.exec(original)?.[1] ?? '').replace(/^["']|["']$/g, '');
  return { start: match.index, end: match.index + match[0].length, value };
}

/**
 * Inline images of a post's sanitized HTML keep the alt the server sent (issue 13); one without
 * an alt, or with an empty one (an image in a post is never decorative), gets a description from
 * what is known: "Image 2 of 3 by maya-draws". A string transform, so the server's render and the
 * browser's hydration write the same HTML. Returns the HTML unchanged when nothing is missing.
 */
export function fillMissingAlt(html: string, by: string): string {
  if (!/<img\b/i.test(html)) return html;
  const count = html.match(IMG_TAG)?.length ?? 0;
  let index = 0;
  return html.replace(IMG_TAG, (tag, attributes: string) => {
    const position = index++;
    const found = findAlt(attributes);
    if (found && found.value.trim()) return tag;
    const alt = escapeAttribute(describeImage(null, { index: position, count, by, kind: 'Image' }));
    const kept = found ? attributes.slice(0, found.start) + attributes.slice(found.end) : attributes;
    return `<img alt="${alt}"${kept}>`;
  });
}
