import { useEffect } from 'react';
import { useShellServices } from '../../../app/shell-services';
import { createComposeWarmup, onMac } from '../lib/compose-warmup';
import { isTypingTarget } from '../lib/suspension';

/**
 * Loads the compose remote on the first key of its shortcut and, while compose has not mounted yet,
 * completes the shortcut for it (lib/compose-warmup.ts). Signed-in pages only: visitors cannot compose.
 */
export function useComposeWarmup(): void {
  const { bus, session, remotes } = useShellServices();
  useEffect(() => {
    const warmup = createComposeWarmup({
      mac: onMac(navigator),
      composeListens: () => remotes.ownerListens('compose:open-fast'),
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (!session.get().logged_in || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || isTypingTarget(document.activeElement)) return;
      const step = warmup.keyDown(event);
      if (step) remotes.demand('compose');
      if (step === 'open') {
        event.preventDefault();
        bus.emit('compose:open-fast', {});
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [bus, session, remotes]);
}
