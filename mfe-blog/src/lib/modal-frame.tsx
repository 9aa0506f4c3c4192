import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, useBodyScrollLock, useRemote } from '@dash/remote-kit';
import './modal-frame.css';

interface ModalFrameProps {
  /**
   * The class prefix: `{block}` on the wrapper, `{block}-glass` and `{block}-dialog` inside, beside the
   * frame's own `blog-modal` classes (modal-frame.css).
   */
  block: string;
  /** Labels the dialog (the id of its title). */
  titleId: string;
  /** The reason given with shortcuts:suspend / resume while the modal is open. */
  shortcutsReason: string;
  /** Gets focus back when the modal closes (the button that opened it). */
  returnFocusTo: HTMLElement | null;
  /** Focus the dialog itself when it opens (else its content places focus). */
  focusOnOpen?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The blog remote's modal over dimmed glass (the ask form, the moderation panel): a portal on the
 * body with a modal dialog, Tab kept inside, Escape or the glass closing it, focus back to the
 * opener; while it is open the shell's keyboard shortcuts are suspended and the page does not scroll.
 */
export function ModalFrame({ block, titleId, shortcutsReason, returnFocusTo, focusOnOpen, onClose, children }: ModalFrameProps) {
  const { bus } = useRemote();
  const dialog = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);

  useEffect(() => {
    if (focusOnOpen) dialog.current?.focus();
    bus.emit('shortcuts:suspend', { reason: shortcutsReason });
    return () => {
      bus.emit('shortcuts:resume', { reason: shortcutsReason });
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [bus, returnFocusTo, shortcutsReason, focusOnOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialog.current);
  };

  return createPortal(
    <div className={`blog-modal ${block}`}>
      <div className={`blog-modal-glass ${block}-glass`} data-testid={`${block}-glass`} onClick={onClose} />
      <div
        ref={dialog}
        className={`blog-modal-dialog ${block}-dialog`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
