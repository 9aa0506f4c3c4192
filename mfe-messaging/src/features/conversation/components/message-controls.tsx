import { useRef, useState, type MouseEvent } from 'react';
import { Popover, useRemote } from '@dash/remote-kit';
import './safety.css';

/** Spec 3 §2 screen 13: where Report leads (the abuse form's message mode). */
export const reportMessagePath = (messageId: string) => `/abuse?message=${encodeURIComponent(messageId)}`;

interface MessageControlsProps {
  messageId: string;
  /** The sender's blog name when it is known and is not one of the user's own blogs: Block and Report show. */
  blockableSender: string | null;
  onDelete: () => void;
  onBlock: (name: string) => void;
}

/**
 * The message controls (spec 3 §2 screen 13, §6): a button on each message opening a small popover
 * with Block {blog} and Report (only for a known sender that is not one of the user's blogs) and
 * Delete (always). Escape or a click outside closes it; focus goes back to the button.
 */
export function MessageControls({ messageId, blockableSender, onDelete, onBlock }: MessageControlsProps) {
  const { navigate } = useRemote();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reportPath = reportMessagePath(messageId);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  // A plain click navigates in place; Ctrl/Cmd/Shift/middle clicks keep the link's own behaviour.
  const openReport = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    navigate(reportPath);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="msg-icon-button msg-msg__controls"
        aria-label="Message controls"
        title="Message controls"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
          />
        </svg>
      </button>
      {open ? (
        <Popover
          label="Message controls"
          className="msg-actions"
          getAnchorRect={() => buttonRef.current?.getBoundingClientRect() ?? { top: 0, left: 0, width: 0, height: 0 }}
          onClose={() => setOpen(false)}
          returnFocusTo={buttonRef.current}
          ignoreClicksWithin={() => [buttonRef.current]}
        >
          <ul className="msg-actions__list">
            {blockableSender ? (
              <>
                <li>
                  <button type="button" className="msg-actions__item" onClick={() => choose(() => onBlock(blockableSender))}>
                    Block {blockableSender}
                  </button>
                </li>
                <li>
                  <a href={reportPath} className="msg-actions__item" onClick={openReport}>
                    Report
                  </a>
                </li>
              </>
            ) : null}
            <li>
              <button type="button" className="msg-actions__item" onClick={() => choose(onDelete)}>
                Delete
              </button>
            </li>
          </ul>
        </Popover>
      ) : null}
    </>
  );
}
