/**
 * Splits photos into rows following the photoset layout digits ("12" = one photo, then two).
 * A missing or inconsistent layout falls back to one photo per row; photos the layout does not
 * cover get a row each, so no photo is ever dropped.
 */
export function photoRows<T>(photos: readonly T[], layout: string | undefined): T[][] {
  const counts = /^[1-9]+$/.test(layout ?? '') ? [...(layout as string)].map(Number) : [];
  const rows: T[][] = [];
  let i = 0;
  for (const count of counts) {
    if (i >= photos.length) break;
    rows.push(photos.slice(i, i + count));
    i += count;
  }
  for (; i < photos.length; i++) rows.push([photos[i] as T]);
  return rows;
}

/** The card's width (`.pk-post` max-width, card/components/post-card.css; the shell's feed column too). */
export const FEED_COLUMN_PX = 540;
/** The gap between photos of a row (`.pk-photoset__row`, card/components/post-card.css). */
export const PHOTO_GAP_PX = 4;

/**
 * The `sizes` of a photo in a row of `perRow`: the photoset spans the whole card, which is the full
 * viewport up to 540px wide (the shell's main column has no side padding below 640px) and 540px from there on.
 */
export function photoSizes(perRow: number): string {
  const n = Math.max(1, Math.floor(perRow));
  const gaps = PHOTO_GAP_PX * (n - 1);
  const narrow = n === 1 ? '100vw' : `calc((100vw - ${gaps}px) / ${n})`;
  return `(max-width: ${FEED_COLUMN_PX}px) ${narrow}, ${Math.ceil((FEED_COLUMN_PX - gaps) / n)}px`;
}
