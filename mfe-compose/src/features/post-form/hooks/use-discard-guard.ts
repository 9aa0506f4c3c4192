import { useCallback, useRef } from 'react';
import { askDialog, useRemote } from '@dash/remote-kit';
import type { FormMode } from '../lib/field-specs';
import { discardTitle } from '../lib/dialog-title';

/** Asks to leave the form; resolves true when it closes. */
export type CloseRequest = () => Promise<boolean>;

/**
 * Leaving the form: directly without changes, otherwise after the shell's dialog answers Discard
 * ("Discard this post?" / "Discard edits to this post?", spec 1 §2). One question at a time.
 */
export function useDiscardGuard(mode: FormMode, dirty: boolean, close: () => void) {
  const { bus } = useRemote();
  const asking = useRef(false);
  const latest = useRef({ dirty, close });
  latest.current = { dirty, close };

  /** Resolves true when the form closes, false when the user kept it (or a question is already open). */
  return useCallback((): Promise<boolean> => {
    if (asking.current) return Promise.resolve(false);
    if (!latest.current.dirty) {
      latest.current.close();
      return Promise.resolve(true);
    }
    asking.current = true;
    return askDialog(
      bus,
      { title: discardTitle(mode), body: [], confirmLabel: 'Discard', cancelLabel: 'Nevermind', tone: 'danger' },
      'compose-discard',
    ).then((result) => {
      asking.current = false;
      if (result !== 'confirm') return false;
      latest.current.close();
      return true;
    });
  }, [bus, mode]);
}
