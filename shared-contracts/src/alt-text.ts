/**
 * What an image's `alt` says (issue 13): the description its poster wrote, or else one built from
 * what is known, "Photo 2 of 4 by maya-draws" ("Photo by maya-draws" when it is the only one).
 * Decorative images (avatars beside a name) take `alt=""` instead and never call this.
 */
export interface ImageDescriptionContext {
  /** 0-based position in its set. */
  index: number;
  /** How many images the set has. */
  count: number;
  /** The blog that posted it. */
  by: string;
  /** The noun: "Photo" unless told ("GIF", "Image"). */
  kind?: string;
}

export function describeImage(
  alt: string | null | undefined,
  { index, count, by, kind = 'Photo' }: ImageDescriptionContext,
): string {
  const written = (alt ?? '').trim();
  if (written) return written;
  const position = count > 1 ? ` ${index + 1} of ${count}` : '';
  return by ? `${kind}${position} by ${by}` : `${kind}${position}`;
}

/** The alt field's counter: the characters left, shown only near the limit (null before). */
export function altTextCounter(length: number, limits: { max: number; counterFrom: number }): number | null {
  return length >= limits.counterFrom ? limits.max - length : null;
}

/** What is wrong with an alt text as typed (too long), in the field's words; null when it may be sent. */
export function altTextProblem(text: string, limits: { max: number; tooLong: string }): string | null {
  return text.length > limits.max ? limits.tooLong : null;
}
