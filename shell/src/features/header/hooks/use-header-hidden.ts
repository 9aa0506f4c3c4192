import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_HEADER } from '@dash/shared-contracts/core';
import { useBusFact } from '../../../lib/use-bus-event';
import { INITIAL_STICKY_HEADER, stickyHeaderReducer, type StickyHeaderEvent } from '../lib/sticky-header';

export interface HeaderVisibility {
  /** The post form is open: the header hides (spec 1 §2), as the compose remote reports it. */
  hidden: boolean;
  /** Sticky (spec 3 §4): fixed to the top of a phone's window once scrolled past 45 px for 500 ms. */
  sticky: boolean;
  /** Sticky and out of the way while the page scrolls down. */
  away: boolean;
  /** Shows a sticky header that is out of the way (keyboard focus went into it). */
  reveal: () => void;
}

/**
 * When the header hides: while the post form is open, and on a phone while the page scrolls down
 * once the header is sticky (lib/sticky-header.ts). The scroll states are followed at every width;
 * only the phone stylesheet (`max-width: 767px`) applies them, so no width is read in script.
 */
export function useHeaderHidden(): HeaderVisibility {
  const formOpen = useBusFact('compose:form-visibility')?.open === true;
  // The whole state lives in a ref (every scroll event moves `y`); React hears only of changes to
  // what the header draws, so scrolling does not re-render it.
  const machine = useRef(INITIAL_STICKY_HEADER);
  const [shown, setShown] = useState({ waiting: false, sticky: false, away: false });
  const dispatch = useCallback((event: StickyHeaderEvent) => {
    const next = stickyHeaderReducer(machine.current, event);
    machine.current = next;
    setShown((prev) =>
      prev.waiting === next.waiting && prev.sticky === next.sticky && prev.away === next.away
        ? prev
        : { waiting: next.waiting, sticky: next.sticky, away: next.away },
    );
  }, []);

  useEffect(() => {
    const onScroll = () => dispatch({ type: 'scroll', y: window.scrollY });
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [dispatch]);

  // One delay per crossing of the threshold: started when waiting begins, dropped when it ends.
  useEffect(() => {
    if (!shown.waiting) return;
    const timer = window.setTimeout(() => dispatch({ type: 'delay-elapsed' }), MOBILE_HEADER.stickyDelayMs);
    return () => window.clearTimeout(timer);
  }, [shown.waiting, dispatch]);

  const reveal = useCallback(() => dispatch({ type: 'reveal' }), [dispatch]);
  return { hidden: formOpen, sticky: shown.sticky, away: shown.away, reveal };
}
