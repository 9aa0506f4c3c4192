import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onChange` with every IntersectionObserver entry of `target`. Without IntersectionObserver
 * (old browsers) it reports nothing, so nothing that depends on being in view happens by itself.
 */
export function useIntersection(
  target: RefObject<Element | null>,
  options: { rootMargin?: string; threshold?: number | number[] },
  onChange: (entry: IntersectionObserverEntry) => void,
): void {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const { rootMargin, threshold } = options;
  const thresholdKey = JSON.stringify(threshold ?? 0);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.forEach((entry) => latest.current(entry)), {
      rootMargin,
      threshold: JSON.parse(thresholdKey) as number | number[],
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin, thresholdKey]);
}
