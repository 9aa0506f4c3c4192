import { useCallback, useEffect, useRef, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import { formClosed, formOpened } from '../lib/form-visibility';

/**
 * Container phases (spec 1 §2): prepare (code and data load; the loader shows after 250 ms),
 * attach (the form is in the document), show (glass and modal fade in, the form scrolls into
 * view), hide (they fade out), teardown (the address returns to the base route; unmount).
 */
export type FormPhase = 'prepare' | 'attach' | 'show' | 'hide';

interface FormPhaseOptions {
  /** Why the header and shortcuts are hidden while the form is open (form-visibility). */
  reason: string;
  /** How long the hide phase lasts before `onHidden`. */
  hideMs: number;
  onHidden: () => void;
  /** Runs as the form attaches, before it shows (scrolls it into view). Keep it stable. */
  onAttach: () => void;
}

/**
 * The phases both hosts (modal and inline) run the form through. `formProps` are the props the
 * host passes on to the form: its close (through the hide phase), attach signal and open time.
 */
export function useFormPhases({ reason, hideMs, onHidden, onAttach }: FormPhaseOptions) {
  const { bus } = useRemote();
  const [phase, setPhase] = useState<FormPhase>('prepare');
  const hideTimer = useRef<number | null>(null);
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    formOpened(bus, reason);
    return () => {
      if (hideTimer.current !== null) window.clearTimeout(hideTimer.current);
      formClosed(bus, reason);
    };
  }, [bus, reason]);

  useEffect(() => {
    if (phase !== 'attach') return;
    onAttach();
    const timer = window.setTimeout(() => setPhase('show'), 0);
    return () => window.clearTimeout(timer);
  }, [phase, onAttach]);

  const close = useCallback(() => {
    if (hideTimer.current !== null) return;
    setPhase('hide');
    hideTimer.current = window.setTimeout(() => {
      hideTimer.current = null;
      onHidden();
    }, hideMs);
  }, [onHidden, hideMs]);
  const onAttached = useCallback(() => setPhase((p) => (p === 'prepare' ? 'attach' : p)), []);

  return { phase, close, formProps: { onClose: close, onAttached, openedAt } };
}
