import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps focus inside `container` while mounted: focus that lands outside (a click on the page
 * behind the glass, a screen reader's virtual cursor) is pulled back to `fallback`. A layout
 * effect, called before `useReturnFocus`, so on unmount the trap is gone before focus goes back.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const root = container.current;
      if (!root || !root.isConnected || (event.target instanceof Node && root.contains(event.target))) return;
      // Focus that went into another modal (a dialog above this one, a remote's modal) is left
      // there: two traps pulling focus back and forth would never settle.
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      (fallback.current ?? root).focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [container, fallback]);
}
