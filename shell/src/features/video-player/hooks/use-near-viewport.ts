import { useState } from 'react';
import type { RefObject } from 'react';
import { PRELOAD_ROOT_MARGIN } from '../lib/video-constants';
import { useIntersection } from './use-intersection';

/**
 * True once `target` comes within 600 px of the viewport, and from then on (the player, once
 * loaded, stays). Where IntersectionObserver is missing, true at once: the video must still play.
 */
export function useNearViewport(target: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useIntersection(target, { rootMargin: PRELOAD_ROOT_MARGIN }, (entry) => {
    if (entry.isIntersecting) setNear(true);
  });
  return near;
}
