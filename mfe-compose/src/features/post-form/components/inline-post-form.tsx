import { useCallback, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { PostType } from '@dash/shared-contracts';
import { TIMINGS } from '@dash/shared-contracts';
import type { FormRoute } from '../lib/form-route';
import type { CloseRequest } from '../hooks/use-discard-guard';
import { useFormPhases } from '../hooks/use-form-phases';
import { LoadingPostForm } from './loading-post-form';
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
  const ref = useRef<HTMLDivElement>(null);
  const [route] = useState<FormRoute>(() => ({ mode: 'new', type, base }));
  const scrollIntoView = useCallback(() => ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), []);
  const { phase, formProps } = useFormPhases({
    reason: 'compose-inline-form',
    hideMs: TIMINGS.modalFadeMs,
    onHidden: onClose,
    onAttach: scrollIntoView,
  });

  const style = { '--compose-modal-ms': `${TIMINGS.modalFadeMs}ms` } as CSSProperties;
  return (
    <div ref={ref} className="compose-inline-frame" data-phase={phase} style={style}>
      <LoadingPostForm
        variant="inline"
        route={route}
        fromFastCompose={false}
        registerCloseRequest={registerCloseRequest}
        onLoadFailure={onClose}
        {...formProps}
      />
    </div>
  );
}
