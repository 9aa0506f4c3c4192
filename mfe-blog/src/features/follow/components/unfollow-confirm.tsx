import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '@dash/remote-kit';

interface UnfollowConfirmProps {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Unfollow {name}?" with Unfollow and Nevermind; Escape means Nevermind. */
export function UnfollowConfirm({ name, onConfirm, onCancel }: UnfollowConfirmProps) {
  const ref = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => confirmRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key === 'Tab') {
      trapTab(event, ref.current);
      event.stopPropagation();
    }
  };

  return createPortal(
    <div className="blog-confirm-glass">
      <div
        ref={ref}
        className="blog-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <p id={titleId} className="blog-confirm-text">
          Unfollow {name}?
        </p>
        <div className="blog-confirm-buttons">
          <button type="button" className="blog-button blog-button--secondary" onClick={onCancel}>
            Nevermind
          </button>
          <button ref={confirmRef} type="button" className="blog-button blog-button--primary" onClick={onConfirm}>
            Unfollow
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
