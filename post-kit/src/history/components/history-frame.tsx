import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
// The focus helpers alone, not remote-kit's index (as photo-content imports the ALT badge).
import { trapTab } from '@dash/remote-kit/src/focus/focus';

/**
 * The edit history's modal frame: "Edit history" and Close, over the page (a portal on the body, so
 * no card's overflow clips it). Focus goes to Close and stays inside (Tab cycles); Escape and a
 * click on the backdrop close it, except while a confirmation (the shell's alertdialog) is open.
 */
export function HistoryFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[role="alertdialog"]')) return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [onClose]);

  return createPortal(
    <div className="pk-history__glass" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="pk-history"
        onKeyDown={(event) => trapTab(event, dialogRef.current)}
      >
        <div className="pk-history__head">
          <h2 id={titleId} className="pk-history__title" tabIndex={-1}>
            Edit history
          </h2>
          <button ref={closeRef} type="button" className="pk-button pk-history__close" onClick={onClose}>
            Close
          </button>
        </div>
        <div className="pk-history__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
