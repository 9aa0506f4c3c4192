/**
 * Photoset layouts: one digit per row giving the photos in it (1 to 3), e.g. '12' is one photo on
 * top of two. The digits add up to the number of photos. The compose form and the server read and
 * default layouts the same way, so a post looks the same before and after it is saved.
 */

/** Rows of three, with two rows of two instead of 3+1; '' for no photos. */
export function defaultLayout(count: number): string {
  if (count <= 1) return count === 1 ? '1' : '';
  const rows: number[] = [];
  let left = count;
  while (left > 0) {
    const take = left === 4 ? 2 : Math.min(3, left);
    rows.push(take);
    left -= take;
  }
  return rows.join('');
}

/** Rows of 1 to 3 photos that add up to `count`. */
export function isValidLayout(layout: string, count: number): boolean {
  return /^[1-3]+$/.test(layout) && [...layout].reduce((sum, d) => sum + Number(d), 0) === count;
}

/** The layout to keep for `count` photos: the same if it still fits, else the default. */
export function fitLayout(layout: string, count: number): string {
  return isValidLayout(layout, count) ? layout : defaultLayout(count);
}
