import type { GifMedia } from '@dash/shared-contracts';
import { GIF_SEARCH } from './constants';

export interface GridRow {
  /** Index of the first item of the row. */
  start: number;
  items: GifMedia[];
  top: number;
  height: number;
}

/** Height of a GIF shown GIF_SEARCH.thumbnailWidth wide. */
export function thumbnailHeight(gif: Pick<GifMedia, 'width' | 'height'>): number {
  return Math.max(1, Math.round((gif.height * GIF_SEARCH.thumbnailWidth) / Math.max(1, gif.width)));
}

/** Rows of `columns` GIFs, each as tall as its tallest GIF, separated by the gutter. */
export function layoutRows(
  media: readonly GifMedia[],
  columns: number = GIF_SEARCH.columns,
): { rows: GridRow[]; height: number } {
  const rows: GridRow[] = [];
  let top = 0;
  for (let start = 0; start < media.length; start += columns) {
    const items = media.slice(start, start + columns);
    const height = Math.max(...items.map(thumbnailHeight));
    rows.push({ start, items, top, height });
    top += height + GIF_SEARCH.gutter;
  }
  return { rows, height: Math.max(0, top - GIF_SEARCH.gutter) };
}

/** The rows that intersect the viewport widened by `overscan` on both sides. */
export function visibleRows(rows: readonly GridRow[], scrollTop: number, viewportHeight: number, overscan: number): GridRow[] {
  const from = scrollTop - overscan;
  const to = scrollTop + viewportHeight + overscan;
  return rows.filter((row) => row.top + row.height >= from && row.top <= to);
}
