import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { trapTab } from '@dash/remote-kit';

interface DiscardDialogProps {
  onDiscard: () => void;
  onCancel: () => void;
}

/** "Discard this post?" with Discard and Nevermind: focus stays inside, Escape means Nevermind. */
export function DiscardDialog({ onDiscard, onCancel }: DiscardDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    confirmRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (trapTab(event, ref.current) || event.key === 'Tab') event.stopPropagation();
  };

  return (
    <div className="compose-confirm-glass">
      <div
        ref={ref}
        className="compose-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <p id={titleId} className="compose-confirm-text">
          Discard this post?
        </p>
        <div className="compose-confirm-buttons">
          <button type="button" className="compose-button compose-button--secondary" onClick={onCancel}>
            Nevermind
          </button>
          <button ref={confirmRef} type="button" className="compose-button compose-button--danger" onClick={onDiscard}>
            Discard
          </button>
        </div>
      </div>
    </div>
  );
}
