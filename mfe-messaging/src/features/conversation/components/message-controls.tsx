import { MenuPopover } from './menu-popover';

/** Spec 3 §2 screen 13: where Report leads (the abuse form's message mode). */
export const reportMessagePath = (messageId: string) => `/abuse?message=${encodeURIComponent(messageId)}`;

interface MessageControlsProps {
  messageId: string;
  /** The sender's blog name when it is known and is not one of the user's own blogs: Block and Report show. */
  blockableSender: string | null;
  onDelete: () => void;
  onBlock: (name: string) => void;
}

const VERTICAL_DOTS = 'M12 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z';

/**
 * The message controls (spec 3 §2 screen 13, §6): a button on each message opening a small popover
 * with Block {blog} and Report (only for a known sender that is not one of the user's blogs) and
 * Delete (always). Escape or a click outside closes it; focus goes back to the button.
 */
export function MessageControls({ messageId, blockableSender, onDelete, onBlock }: MessageControlsProps) {
  const reportPath = reportMessagePath(messageId);
  return (
    <MenuPopover
      buttonLabel="Message controls"
      popoverLabel="Message controls"
      buttonClassName="msg-icon-button msg-msg__controls"
      iconPath={VERTICAL_DOTS}
      iconSize={16}
    >
      {({ choose, followLink }) => (
        <>
          {blockableSender ? (
            <>
              <li>
                <button type="button" className="msg-actions__item" onClick={() => choose(() => onBlock(blockableSender))}>
                  Block {blockableSender}
                </button>
              </li>
              <li>
                <a href={reportPath} className="msg-actions__item" onClick={followLink(reportPath)}>
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
        </>
      )}
    </MenuPopover>
  );
}
