import { useEffect, useRef } from 'react';
import { pastScrollThreshold, readScrollMetrics } from '../lib/scroll-position';

/**
 * Calls `onReach` while enabled whenever the scroll position passes 90% of the document height,
 * and once right after it becomes enabled, so a feed shorter than the window keeps filling it.
 */
export function useInfiniteScroll(enabled: boolean, onReach: () => void): void {
  const latest = useRef(onReach);
  latest.current = onReach;

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (pastScrollThreshold(readScrollMetrics())) latest.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
}
