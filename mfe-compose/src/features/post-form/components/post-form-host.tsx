import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { TIMINGS } from '@dash/shared-contracts';
import { useRemote, rememberFocus, useBodyScrollLock } from '@dash/remote-kit';
import type { FormRoute } from '../lib/form-route';
import { formClosed, formOpened } from '../lib/form-visibility';
import type { CloseRequest } from '../hooks/use-discard-guard';
import { DelayedLoader } from './delayed-loader';
import { FormLoadBoundary } from './form-load-boundary';
import { LOAD_FAILURE_MESSAGE, LazyPostForm } from './lazy-post-form';
import './post-form-host.css';

interface PostFormHostProps {
  route: FormRoute;
  fromFastCompose: boolean;
}

/**
 * Container phases (spec 1 §2): prepare (code and data load; the loader shows after 250 ms),
 * attach (the form is in the document), show (glass and modal fade in, the form scrolls into
 * view), hide (they fade out), teardown (the address returns to the base route; unmount).
 */
export type FormPhase = 'prepare' | 'attach' | 'show' | 'hide';

export const HIDE_MS = Math.max(TIMINGS.glassFadeMs, TIMINGS.modalFadeMs);

/** One opening of the modal post form: header hidden, glass, body scroll locked, shortcuts suspended. */
export function PostFormHost({ route, fromFastCompose }: PostFormHostProps) {
  const { bus, navigate } = useRemote();
  const [phase, setPhase] = useState<FormPhase>('prepare');
  const closeRequest = useRef<CloseRequest | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | null>(null);
  const [openedAt] = useState(() => Date.now());
  // Taken during the first render, before the form's fields grab focus.
  const [restoreFocus] = useState(rememberFocus);
  useBodyScrollLock(true);

  useEffect(() => {
    formOpened(bus, 'compose-form');
    if (!frameRef.current?.contains(document.activeElement)) frameRef.current?.focus();
    return () => {
      // Teardown.
      if (hideTimer.current !== null) window.clearTimeout(hideTimer.current);
      formClosed(bus, 'compose-form');
      restoreFocus();
    };
  }, [bus, restoreFocus]);

  useEffect(() => {
    if (phase !== 'attach') return;
    stageRef.current?.scrollTo?.({ top: 0 });
    const timer = window.setTimeout(() => setPhase('show'), 0);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const close = useCallback(() => {
    if (hideTimer.current !== null) return;
    setPhase('hide');
    hideTimer.current = window.setTimeout(() => {
      hideTimer.current = null;
      navigate(route.base);
    }, HIDE_MS);
  }, [navigate, route.base]);
  const requestClose = () => (closeRequest.current ? void closeRequest.current() : close());
  const registerCloseRequest = useCallback((request: CloseRequest | null) => {
    closeRequest.current = request;
  }, []);
  const onAttached = useCallback(() => setPhase((p) => (p === 'prepare' ? 'attach' : p)), []);
  const onLoadFailure = useCallback(() => {
    window.alert(LOAD_FAILURE_MESSAGE);
    navigate(route.base);
  }, [navigate, route.base]);

  // The form handles its own keys; this covers Escape while the loader is up.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    requestClose();
  };

  const timings = {
    '--compose-glass-ms': `${TIMINGS.glassFadeMs}ms`,
    '--compose-modal-ms': `${TIMINGS.modalFadeMs}ms`,
  } as CSSProperties;
  return createPortal(
    <div ref={frameRef} className="compose-form-frame" data-phase={phase} style={timings} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="compose-glass" data-testid="compose-glass" onClick={requestClose} />
      <div
        ref={stageRef}
        className="compose-form-stage"
        onClick={(event) => event.target === event.currentTarget && requestClose()}
      >
        <FormLoadBoundary onLoadFailure={onLoadFailure}>
          <Suspense fallback={<DelayedLoader since={openedAt} />}>
            <LazyPostForm
              variant="modal"
              route={route}
              fromFastCompose={fromFastCompose}
              onClose={close}
              registerCloseRequest={registerCloseRequest}
              onAttached={onAttached}
              openedAt={openedAt}
            />
          </Suspense>
        </FormLoadBoundary>
      </div>
    </div>,
    document.body,
  );
}
