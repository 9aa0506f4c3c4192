import { defaultLayout } from '@dash/shared-contracts';

/**
 * The layout picker's choices and labels. Layouts themselves (one digit per row, the default, the
 * validity check) are shared-contracts' photoset-layout, the same code the server runs.
 */

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
