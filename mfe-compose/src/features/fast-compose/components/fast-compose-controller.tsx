import { useCallback, useRef, useState } from 'react';
import type { PostType } from '@dash/shared-contracts';
import { useRemote, rememberFocus, useBusEvent } from '@dash/remote-kit';
import { useOpenShortcut } from '../hooks/use-open-shortcut';
import { newPostUrl } from '../../post-form';
import { FastCompose } from './fast-compose';

interface FastComposeControllerProps {
  path: string;
  /** False while the post form is open: fast compose and its shortcut stay away. */
  enabled: boolean;
  onChosen: () => void;
}

/** Opens fast compose on `compose:open-fast` or the keyboard, and sends a choice to /new/{type}. */
export function FastComposeController({ path, enabled, onChosen }: FastComposeControllerProps) {
  const { bus, navigate } = useRemote();
  const [open, setOpen] = useState(false);
  const restoreFocus = useRef<(() => void) | null>(null);

  const show = useCallback(() => {
    if (!enabled) return;
    setOpen((wasOpen) => {
      if (!wasOpen) {
        restoreFocus.current = rememberFocus();
        bus.emit('shortcuts:suspend', { reason: 'fast-compose' });
      }
      return true;
    });
  }, [bus, enabled]);

  const hide = () => {
    setOpen(false);
    bus.emit('shortcuts:resume', { reason: 'fast-compose' });
    restoreFocus.current?.();
    restoreFocus.current = null;
  };

  const create = (type: PostType) => {
    hide();
    onChosen();
    navigate(newPostUrl(path, type));
  };

  useBusEvent('compose:open-fast', show);
  useOpenShortcut(show, enabled && !open);

  if (!open) return null;
  return <FastCompose onCreate={create} onClose={hide} />;
}
