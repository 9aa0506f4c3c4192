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
