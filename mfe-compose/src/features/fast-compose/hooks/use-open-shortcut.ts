import { useEffect, useRef } from 'react';
import { isTypingTarget } from '@dash/remote-kit';
import { createOpenShortcut, isMacPlatform } from '../lib/keys';

/** Calls `onOpen` on alt+c (Mac) or z+c (elsewhere), unless disabled or the user is typing. */
export function useOpenShortcut(onOpen: () => void, enabled: boolean): void {
  const latest = useRef(onOpen);
  latest.current = onOpen;
  useEffect(() => {
    if (!enabled) return;
    const shortcut = createOpenShortcut({ mac: isMacPlatform(navigator) });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      if (shortcut.keyDown(event)) {
        event.preventDefault();
        latest.current();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => shortcut.keyUp(event);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}
