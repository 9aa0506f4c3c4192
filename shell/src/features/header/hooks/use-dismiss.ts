import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Closes a popover on Escape (focus goes back to its button) and on a pointer-down outside it. */
export function useDismiss(
  open: boolean,
  refs: Array<RefObject<HTMLElement | null>>,
  close: (options: { restoreFocus: boolean }) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close({ restoreFocus: true });
    };
    const onPointer = (event: Event) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      close({ restoreFocus: false });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open, refs, close]);
}
