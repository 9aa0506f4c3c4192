import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { BLOG_SEARCH } from '@dash/shared-contracts';
import { throttle } from '../../../lib/throttle';

/** Never shorter than this, whatever the window. */
export const MIN_FILL_PX = 160;

/**
 * The height that fills the window below the element's top in the panel (spec 3 §2 item 4: "the
 * no-results area fills the window height minus the header"), recalculated on resize at most every
 * BLOG_SEARCH.noResultsThrottleMs.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setHeight(Math.max(MIN_FILL_PX, window.innerHeight - el.offsetTop));
    };
    const throttled = throttle(measure, BLOG_SEARCH.noResultsThrottleMs);
    measure();
    window.addEventListener('resize', throttled.run);
    return () => {
      window.removeEventListener('resize', throttled.run);
      throttled.cancel();
    };
  }, [ref]);
  return height;
}
