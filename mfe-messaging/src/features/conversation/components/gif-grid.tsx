import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { GIF_COLUMNS, GIF_IMPRESSION_DELAY_MS, gifResultName, type SelectableGif } from '../state/gif-rules';

interface GifGridProps {
  gifs: readonly SelectableGif[];
  onChoose: (index: number) => void;
  /** Positions that came into view (each once per list), after scrolling has stopped for 250 ms. */
  onImpression: (positions: number[]) => void;
}

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: GIF_COLUMNS, ArrowUp: -GIF_COLUMNS };

/**
 * The results: a grid of buttons, one tab stop (roving tabindex); the arrow keys move, Home and End
 * go to the ends, Enter or Space chooses. Images load lazily.
 */
export function GifGrid({ gifs, onChoose, onImpression }: GifGridProps) {
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const seen = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const impressionRef = useRef(onImpression);
  impressionRef.current = onImpression;

  // Only refs inside: one stable callback for the effect and the scroll handler.
  const scheduleImpressions = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const list = listRef.current;
      if (!list) return;
      const box = list.getBoundingClientRect();
      const fresh: number[] = [];
      list.querySelectorAll<HTMLElement>('[data-position]').forEach((item) => {
        const r = item.getBoundingClientRect();
        const position = Number(item.dataset.position);
        if (r.bottom >= box.top && r.top <= box.bottom && !seen.current.has(position)) fresh.push(position);
      });
      fresh.forEach((p) => seen.current.add(p));
      if (fresh.length > 0) impressionRef.current(fresh);
    }, GIF_IMPRESSION_DELAY_MS);
  }, []);

  // A new list of results starts over.
  useEffect(() => {
    setActive(0);
    seen.current = new Set();
    scheduleImpressions();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [gifs, scheduleImpressions]);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(gifs.length - 1, to));
    setActive(next);
    listRef.current?.querySelector<HTMLElement>(`[data-position="${next}"] button`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = MOVES[event.key];
    if (step !== undefined) move(active + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(gifs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <ul ref={listRef} className="msg-gifs__grid" aria-label="GIFs" onKeyDown={onKeyDown} onScroll={scheduleImpressions}>
      {gifs.map((gif, i) => (
        <li key={`${gif.postId}:${gif.mediaUrl}`} className="msg-gifs__item" data-position={i}>
          <button
            type="button"
            className="msg-gifs__choose"
            aria-label={gifResultName(gif)}
            tabIndex={i === active ? 0 : -1}
            onFocus={() => setActive(i)}
            onClick={() => onChoose(i)}
          >
            <img className="msg-gifs__img" src={gif.mediaUrl} alt="" width={gif.width} height={gif.height} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
