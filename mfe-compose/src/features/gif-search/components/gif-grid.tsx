import { useEffect, useMemo, useRef, useState } from 'react';
import type { GifMedia } from '@dash/shared-contracts';
import { GIF_SEARCH } from '../lib/constants';
import { layoutRows, visibleRows } from '../lib/grid-layout';
import { useBatchedCount } from '../hooks/use-batched-count';
import { GifResult } from './gif-result';

export interface GifGridProps {
  media: GifMedia[];
  query: string;
  selectedIndex: number | null;
  loadingIndex: number | null;
  onChoose(index: number): void;
  /** The GIFs that were on screen once scrolling stopped (impression logging). */
  onImpression(indexes: number[]): void;
}

const KEY_STEP: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -GIF_SEARCH.columns,
  ArrowDown: GIF_SEARCH.columns,
};

/**
 * The results, rendered in batches and virtualised: only rows near the visible part of the
 * scrolling area are in the DOM. Arrow keys move between results, Enter chooses.
 */
export function GifGrid({ media, query, selectedIndex, loadingIndex, onChoose, onImpression }: GifGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [activeIndex, setActiveIndex] = useState(0);
  const focusPending = useRef(false);
  const count = useBatchedCount(media.length, media);
  const { rows, height } = useMemo(() => layoutRows(media.slice(0, count)), [media, count]);
  const viewport = scroller.current?.clientHeight || GIF_SEARCH.viewportHeight;
  const shown = visibleRows(rows, scrollTop, viewport, GIF_SEARCH.overscan);
  // The tab stop stays on a rendered result even after the mouse scrolled the active one away.
  const activeShown = shown.some((row) => activeIndex >= row.start && activeIndex < row.start + row.items.length);
  const tabStop = activeShown ? activeIndex : (shown[0]?.start ?? 0);
  const latestImpression = useRef(onImpression);
  latestImpression.current = onImpression;

  // A new result list starts at the top.
  useEffect(() => {
    setActiveIndex(0);
    setScrollTop(0);
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [media]);

  // Impressions: what is on screen once scrolling has stopped for a moment.
  useEffect(() => {
    const timer = setTimeout(() => {
      const seen = visibleRows(rows, scrollTop, viewport, 0).flatMap((row) => row.items.map((_, i) => row.start + i));
      if (seen.length > 0) latestImpression.current(seen);
    }, GIF_SEARCH.scrollDebounceMs);
    return () => clearTimeout(timer);
  }, [rows, scrollTop, viewport]);

  // Moving with the keyboard may reach a row that is not rendered yet: focus it once it is.
  useEffect(() => {
    if (!focusPending.current) return;
    const button = scroller.current?.querySelector<HTMLButtonElement>(`[data-index="${activeIndex}"]`);
    if (button) {
      focusPending.current = false;
      button.focus({ preventScroll: false });
    }
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = KEY_STEP[event.key];
    if (step === undefined || !(event.target instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(count - 1, tabStop + step));
    const row = rows.find((r) => next >= r.start && next < r.start + r.items.length);
    const el = scroller.current;
    if (row && el) {
      if (row.top < el.scrollTop) el.scrollTop = row.top;
      else if (row.top + row.height > el.scrollTop + viewport) el.scrollTop = row.top + row.height - viewport;
      setScrollTop(el.scrollTop);
    }
    focusPending.current = true;
    setActiveIndex(next);
  };

  return (
    <div
      ref={scroller}
      className="gif-search__scroller"
      style={{ height: GIF_SEARCH.viewportHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div
        role="group"
        aria-label={`GIFs for ${query}`}
        className="gif-search__grid"
        style={{ height, width: GIF_SEARCH.columns * GIF_SEARCH.thumbnailWidth + (GIF_SEARCH.columns - 1) * GIF_SEARCH.gutter }}
        onKeyDown={onKeyDown}
      >
        {shown.map((row) => (
          <div key={row.start} className="gif-search__row" style={{ top: row.top, height: row.height, gap: GIF_SEARCH.gutter }}>
            {row.items.map((gif, i) => {
              const index = row.start + i;
              return (
                <GifResult
                  key={`${gif.postId}-${index}`}
                  gif={gif}
                  index={index}
                  active={index === tabStop}
                  selected={index === selectedIndex}
                  loading={index === loadingIndex}
                  onChoose={onChoose}
                  onFocusIndex={setActiveIndex}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
