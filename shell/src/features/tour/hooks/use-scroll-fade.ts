import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fadedOut, glassOpacity } from '../lib/scroll-fade';

/** What shows a person is moving the page themselves (not the browser restoring a position). */
const INTENT_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * The glass's opacity while the page scrolls (spec 3 §4): 1 where the step opened, fading to 0 over
 * `TOUR.fadeDistancePx`; at 0 `onFadedOut` runs once. Scrolling the person did not ask for (the
 * browser restoring a position on reload, a page scrolling itself to the top) before any wheel, touch,
 * key or pointer moves the starting point instead. `resetKey` starts again (a new step, a new page).
 */
export function useScrollFade(active: boolean, resetKey: string, onFadedOut: () => void): number {
  const [opacity, setOpacity] = useState(1);
  const latest = useRef(onFadedOut);
  useLayoutEffect(() => {
    latest.current = onFadedOut;
  });

  useEffect(() => {
    if (!active) return;
    let start = window.scrollY;
    let intended = false;
    let over = false;
    setOpacity(1);
    const onIntent = () => {
      intended = true;
    };
    const onScroll = () => {
      if (over) return;
      if (!intended) {
        start = window.scrollY;
        return;
      }
      const next = glassOpacity(start, window.scrollY);
      setOpacity(next);
      if (fadedOut(next)) {
        over = true;
        latest.current();
      }
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
      window.removeEventListener('scroll', onScroll);
    };
  }, [active, resetKey]);

  return opacity;
}
