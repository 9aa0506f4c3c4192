import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { PostType } from '@dash/shared-contracts';
import { TIMINGS } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { formClosed, formOpened } from '../lib/form-visibility';
import type { FormRoute } from '../lib/form-route';
import type { CloseRequest } from '../hooks/use-discard-guard';
import { DelayedLoader } from './delayed-loader';
import { FormLoadBoundary } from './form-load-boundary';
import { LOAD_FAILURE_MESSAGE, LazyPostForm } from './lazy-post-form';
import type { FormPhase } from './post-form-host';
import './inline-post-form.css';

interface InlinePostFormProps {
  type: PostType;
  /** The page under the form (its base route), for context_page and the toast rule. */
  base: string;
  /** Leaves the form (back to the chooser); called after a save too. */
  onClose: () => void;
  /** Lets the chooser ask before switching types with unsaved changes. */
  registerCloseRequest?: (request: CloseRequest | null) => void;
}

/** The dashboard's inline post form: the same form and rules as the modal, without glass or scroll lock. */
export function InlinePostForm({ type, base, onClose, registerCloseRequest }: InlinePostFormProps) {
  const { bus } = useRemote();
  const [phase, setPhase] = useState<FormPhase>('prepare');
  const ref = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | null>(null);
  const [openedAt] = useState(() => Date.now());
  const [route] = useState<FormRoute>(() => ({ mode: 'new', type, base }));

  useEffect(() => {
    formOpened(bus, 'compose-inline-form');
    return () => {
      if (hideTimer.current !== null) window.clearTimeout(hideTimer.current);
      formClosed(bus, 'compose-inline-form');
    };
  }, [bus]);

  useEffect(() => {
    if (phase !== 'attach') return;
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const timer = window.setTimeout(() => setPhase('show'), 0);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const close = useCallback(() => {
    if (hideTimer.current !== null) return;
    setPhase('hide');
    hideTimer.current = window.setTimeout(() => {
      hideTimer.current = null;
      onClose();
    }, TIMINGS.modalFadeMs);
  }, [onClose]);
  const onAttached = useCallback(() => setPhase((p) => (p === 'prepare' ? 'attach' : p)), []);
  const onLoadFailure = useCallback(() => {
    window.alert(LOAD_FAILURE_MESSAGE);
    onClose();
  }, [onClose]);

  const style = { '--compose-modal-ms': `${TIMINGS.modalFadeMs}ms` } as CSSProperties;
  return (
    <div ref={ref} className="compose-inline-frame" data-phase={phase} style={style}>
      <FormLoadBoundary onLoadFailure={onLoadFailure}>
        <Suspense fallback={<DelayedLoader since={openedAt} />}>
          <LazyPostForm
            variant="inline"
            route={route}
            fromFastCompose={false}
            onClose={close}
            registerCloseRequest={registerCloseRequest}
            onAttached={onAttached}
            openedAt={openedAt}
          />
        </Suspense>
      </FormLoadBoundary>
    </div>
  );
}
