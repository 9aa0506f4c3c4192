import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { throttle } from '../../../lib/throttle';

/** Load the next page when this close to the bottom of the panel. */
export const NEAR_BOTTOM_PX = 175;
export const SCROLL_THROTTLE_MS = 200;

/**
 * Calls `onNearEnd` when the scroll container is within NEAR_BOTTOM_PX of its bottom: on scroll
 * (throttled) and after each render that may have changed the content (a short page).
 */
export function useInfiniteScroll(
  container: RefObject<HTMLElement | null>,
  enabled: boolean,
  onNearEnd: () => void,
  contentVersion: number,
) {
  const latest = useRef(onNearEnd);
  latest.current = onNearEnd;

  useEffect(() => {
    const el = container.current;
    if (!el || !enabled) return;
    const check = () => {
      if (el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX) latest.current();
    };
    const throttled = throttle(check, SCROLL_THROTTLE_MS);
    el.addEventListener('scroll', throttled.run, { passive: true });
    check();
    return () => {
      el.removeEventListener('scroll', throttled.run);
      throttled.cancel();
    };
  }, [container, enabled, contentVersion]);
}
