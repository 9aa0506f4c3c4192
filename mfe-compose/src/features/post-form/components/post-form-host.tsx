import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useRemote, rememberFocus, useBodyScrollLock } from '@dash/remote-kit';
import type { NewPostRoute } from '../../fast-compose/lib/compose-url';
import { DelayedLoader } from './delayed-loader';
import { FormLoadBoundary } from './form-load-boundary';
import { LOAD_FAILURE_MESSAGE, LazyPostForm } from './lazy-post-form';
import './post-form-host.css';

interface PostFormHostProps {
  route: NewPostRoute;
  fromFastCompose: boolean;
}

/**
 * One opening of the post form: hides the shell header, shows the glass, locks scrolling, loads
 * the form code (lazy) and returns the address to the base route when it closes.
 */
export function PostFormHost({ route, fromFastCompose }: PostFormHostProps) {
  const { bus, navigate } = useRemote();
  const closeRequest = useRef<(() => void) | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Taken during the first render, before the form's fields grab focus.
  const [restoreFocus] = useState(rememberFocus);
  useBodyScrollLock(true);

  useEffect(() => {
    bus.emit('compose:form-visibility', { open: true });
    bus.emit('shortcuts:suspend', { reason: 'compose-form' });
    if (!frameRef.current?.contains(document.activeElement)) frameRef.current?.focus();
    return () => {
      bus.emit('compose:form-visibility', { open: false });
      bus.emit('shortcuts:resume', { reason: 'compose-form' });
      restoreFocus();
    };
  }, [bus, restoreFocus]);

  const close = useCallback(() => navigate(route.base), [navigate, route.base]);
  const requestClose = () => (closeRequest.current ? closeRequest.current() : close());
  const registerCloseRequest = useCallback((request: (() => void) | null) => {
    closeRequest.current = request;
  }, []);
  const onLoadFailure = useCallback(() => {
    window.alert(LOAD_FAILURE_MESSAGE);
    close();
  }, [close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    requestClose();
  };

  return createPortal(
    <div ref={frameRef} className="compose-form-frame" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="compose-glass" data-testid="compose-glass" onClick={requestClose} />
      <div className="compose-form-stage" onClick={(event) => event.target === event.currentTarget && requestClose()}>
        <FormLoadBoundary onLoadFailure={onLoadFailure}>
          <Suspense fallback={<DelayedLoader />}>
            <LazyPostForm
              type={route.type}
              base={route.base}
              fromFastCompose={fromFastCompose}
              onClose={close}
              registerCloseRequest={registerCloseRequest}
            />
          </Suspense>
        </FormLoadBoundary>
      </div>
    </div>,
    document.body,
  );
}
