/**
 * Photoset layouts: one digit per row giving the photos in it (1 to 3), e.g. '12' is one photo on
 * top of two. The digits add up to the number of photos.
 */

/** The server's default: rows of three, two rows of two instead of 3+1 (server build-content.ts). */
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

export function isValidLayout(layout: string, count: number): boolean {
  return /^[1-3]+$/.test(layout) && [...layout].reduce((sum, d) => sum + Number(d), 0) === count;
}

/** The layout to keep after the photo count changed: the same if it still fits, else the default. */
export function fitLayout(layout: string, count: number): string {
  return isValidLayout(layout, count) ? layout : defaultLayout(count);
}

function compositions(count: number): string[] {
  if (count === 0) return [''];
  const out: string[] = [];
  for (let first = 1; first <= Math.min(3, count); first += 1) {
    for (const rest of compositions(count - first)) out.push(`${first}${rest}`);
  }
  return out;
}

function repeatRows(size: number, count: number, remainderFirst: boolean): string {
  const full = Math.floor(count / size);
  const rest = count % size;
  const body = String(size).repeat(full);
  if (rest === 0) return body;
  return remainderFirst ? `${rest}${body}` : `${body}${rest}`;
}

export const MAX_LAYOUT_OPTIONS = 8;

/**
 * A small choice of layouts for the picker: every layout for up to four photos; for more, the
 * default plus even rows of one, two and three with the odd row first or last.
 */
export function layoutOptions(count: number): string[] {
  if (count < 2) return [];
  if (count <= 4) return compositions(count);
  const candidates = [
    defaultLayout(count),
    repeatRows(3, count, true),
    repeatRows(3, count, false),
    repeatRows(2, count, true),
    repeatRows(2, count, false),
    repeatRows(1, count, false),
  ];
  return [...new Set(candidates)].slice(0, MAX_LAYOUT_OPTIONS);
}

/** "Rows of 1, 2": how a layout is read out. */
export function layoutLabel(layout: string): string {
  return `Rows of ${[...layout].join(', ')}`;
}
