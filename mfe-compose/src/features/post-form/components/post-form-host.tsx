import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { TIMINGS } from '@dash/shared-contracts';
import { useRemote, rememberFocus, useBodyScrollLock } from '@dash/remote-kit';
import type { FormRoute } from '../lib/form-route';
import type { CloseRequest } from '../hooks/use-discard-guard';
import { useFormPhases } from '../hooks/use-form-phases';
import { LoadingPostForm } from './loading-post-form';
import './post-form-host.css';

interface PostFormHostProps {
  route: FormRoute;
  fromFastCompose: boolean;
}

export const HIDE_MS = Math.max(TIMINGS.glassFadeMs, TIMINGS.modalFadeMs);

/** One opening of the modal post form: header hidden, glass, body scroll locked, shortcuts suspended. */
export function PostFormHost({ route, fromFastCompose }: PostFormHostProps) {
  const { navigate } = useRemote();
  const closeRequest = useRef<CloseRequest | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // Taken during the first render, before the form's fields grab focus.
  const [restoreFocus] = useState(rememberFocus);
  useBodyScrollLock(true);
  const leave = useCallback(() => navigate(route.base), [navigate, route.base]);
  const scrollToTop = useCallback(() => stageRef.current?.scrollTo?.({ top: 0 }), []);
  const { phase, close, formProps } = useFormPhases({
    reason: 'compose-form',
    hideMs: HIDE_MS,
    onHidden: leave,
    onAttach: scrollToTop,
  });

  useEffect(() => {
    if (!frameRef.current?.contains(document.activeElement)) frameRef.current?.focus();
    // Teardown (after the phases hook has shown the header again).
    return restoreFocus;
  }, [restoreFocus]);

  const requestClose = () => (closeRequest.current ? void closeRequest.current() : close());
  const registerCloseRequest = useCallback((request: CloseRequest | null) => {
    closeRequest.current = request;
  }, []);

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
        <LoadingPostForm
          variant="modal"
          route={route}
          fromFastCompose={fromFastCompose}
          registerCloseRequest={registerCloseRequest}
          onLoadFailure={leave}
          {...formProps}
        />
      </div>
    </div>,
    document.body,
  );
}
