import { useLayoutEffect } from 'react';

/**
 * Remembers what had focus when the calling dialog mounted and gives it back on unmount. Call it
 * before the hook that moves focus into the dialog: layout effects run before passive ones, and a
 * queued dialog mounts after the previous one has already returned focus, so every dialog of a
 * queue hands focus back to where it was before the first.
 */
export function useReturnFocus(): void {
  useLayoutEffect(() => {
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);
}
