import { useEffect, type RefObject } from 'react';
import { useLatest } from './use-latest';

/**
 * Calls `onOutside` when a pointer goes down outside `ref` (the editor's bubbles close then). Both
 * pointerdown and mousedown are listened to in the capture phase, so a press the editor swallows
 * still counts.
 */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, onOutside: () => void): void {
  const latest = useLatest(onOutside);
  useEffect(() => {
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('mousedown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('mousedown', onPointerDown, true);
    };
  }, [ref, latest]);
}
