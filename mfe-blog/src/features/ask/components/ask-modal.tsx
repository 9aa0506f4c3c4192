import { useId } from 'react';
import { SUSPEND_REASONS } from '@dash/shared-contracts/core';
import type { Blog } from '@dash/shared-contracts';
import { ModalFrame } from '../../../lib/modal-frame';
import type { AskFormCallbacks } from '../hooks/use-ask-form';
import { AskForm } from './ask-form';
import './ask.css';

/**
 * The reason this form gives the shell while it is open (shortcuts:suspend / resume): the shell
 * suspends its keyboard shortcuts and the mobile drawer for it (spec 3 §4).
 */
export const ASK_SHORTCUTS_REASON = SUSPEND_REASONS.askForm;

interface AskModalProps extends AskFormCallbacks {
  blog: Blog;
  /** Gets focus back when the modal closes (the button that opened it). */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/**
 * The ask modal over its dimmed glass (spec 3 §2 screen 5): a modal dialog with Tab kept inside,
 * closed by Escape, the glass or Cancel; focus goes back to the opener. While it is open the
 * keyboard shortcuts are suspended (spec 3 §4) and the page does not scroll.
 */
export function AskModal({ blog, returnFocusTo, onClose, ...callbacks }: AskModalProps) {
  const titleId = useId();
  return (
    <ModalFrame
      block="blog-ask"
      titleId={titleId}
      shortcutsReason={ASK_SHORTCUTS_REASON}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
    >
      <div className="blog-ask-recipient">
        <img className="blog-ask-avatar" src={blog.avatar_url} alt="" width={40} height={40} />
        <span className="blog-ask-recipient-name">{blog.name}</span>
      </div>
      <AskForm blog={blog} titleId={titleId} onCancel={onClose} {...callbacks} />
    </ModalFrame>
  );
}
