import type { MouseEvent } from 'react';
import { askPagePath } from '@dash/shared-contracts';

interface MessagingMenuProps {
  name: string;
  /** "Send a message" is offered (the blog can receive messages and the viewer may message). */
  message: boolean;
  onAsk: () => void;
  onMessage: () => void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The icon's popover content: "Ask a question" (a link to the blog's ask page; a plain click opens
 * the form here) and/or "Send a message".
 */
export function MessagingMenu({ name, message, onAsk, onMessage }: MessagingMenuProps) {
  return (
    <ul className="blog-messaging-menu">
      <li>
        <a
          className="blog-messaging-menu__item"
          href={askPagePath(name)}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onAsk();
          }}
        >
          Ask a question
        </a>
      </li>
      {message && (
        <li>
          <button type="button" className="blog-messaging-menu__item" onClick={onMessage}>
            Send a message
          </button>
        </li>
      )}
    </ul>
  );
}
