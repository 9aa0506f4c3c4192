import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useReturnFocus } from '../hooks/use-return-focus';
import { dialogKeyAction } from '../lib/dialog-keys';
import { escapeResult } from '../lib/dialog-queue';
import type { DialogRequest, DialogResult } from '../lib/dialog-queue';

export interface AlertDialogProps {
  request: DialogRequest;
  onAnswer: (result: DialogResult) => void;
}

/** One modal question on glass: title, paragraphs, cancel (optional) and confirm buttons. */
export function AlertDialog({ request, onAnswer }: AlertDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const body = request.body ?? [];
  const danger = request.tone === 'danger';

  const press = (result: DialogResult) => {
    // A held key repeats; the first press answers, the rest would answer a dialog already gone.
    if (answered.current) return;
    answered.current = true;
    onAnswer(result);
  };
  const latestPress = useRef(press);
  useLayoutEffect(() => {
    latestPress.current = press;
  });

  useFocusTrap(dialogRef, confirmRef);
  useReturnFocus();
  useEffect(() => confirmRef.current?.focus({ preventScroll: true }), []);

  useEffect(() => {
    const refs = request.cancelLabel ? [cancelRef, confirmRef] : [confirmRef];
    const buttons: DialogResult[] = request.cancelLabel ? ['cancel', 'confirm'] : ['confirm'];
    // Capture phase on the document: the dialog owns the keyboard while it shows, so keys never
    // reach the page behind it (feed shortcuts, remotes' own handlers).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const focused = refs.findIndex((ref) => ref.current !== null && ref.current === document.activeElement);
      const action = dialogKeyAction(event.key, event.shiftKey, { buttons, focused, escape: escapeResult(request) });
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      if (action.type === 'focus') refs[action.index]?.current?.focus();
      else latestPress.current(action.result);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [request]);

  return (
    <div className="shell-glass shell-dialog-glass">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={body.length > 0 ? bodyId : undefined}
        className={`shell-modal-card shell-dialog${danger ? ' shell-dialog--danger' : ''}`}
      >
        <h2 id={titleId} className="shell-dialog__title">
          {request.title}
        </h2>
        {body.length > 0 && (
          <div id={bodyId} className="shell-dialog__body">
            {body.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        <div className="shell-dialog__buttons">
          {request.cancelLabel && (
            <button ref={cancelRef} type="button" className="shell-dialog__button" onClick={() => press('cancel')}>
              {request.cancelLabel}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className={`shell-dialog__button shell-dialog__button--confirm${danger ? ' shell-dialog__button--danger' : ''}`}
            onClick={() => press('confirm')}
          >
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
