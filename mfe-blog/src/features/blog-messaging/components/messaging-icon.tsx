import { useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { focusableIn, Popover, useCurrentBlog, useRemote, useSessionUser } from '@dash/remote-kit';
import { useOpenAsk } from '../../ask';
import { messagingEntry, messagingIconLabel } from '../lib/messaging-entry';
import { MessagingGlyph } from './messaging-glyph';
import { MessagingMenu } from './messaging-menu';
import './messaging.css';

/** Where a "Send a message" from a blog comes from, for messaging's log (spec 2 "context"). */
export const MESSAGING_CONTEXT = 'blog-network';
const POPOVER_CLASS = 'blog-messaging-popover';

/**
 * Escape and Tab while the popover is open stay with it. The popover is drawn in a portal, but React
 * events bubble through portals: without this the peepr around the icon would close on Escape and
 * pull Tab back into its panel.
 */
function keepKeysInPopover(event: KeyboardEvent, close: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    close();
    return;
  }
  const popover = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${POPOVER_CLASS}`) : null;
  if (event.key !== 'Tab' || !popover) return;
  event.stopPropagation();
  const items = focusableIn(popover);
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * The blog messaging icon of the header card (spec 3 §2 screen 14): a popover with "Ask a question"
 * and/or "Send a message" where the blog takes asks, else a button that opens messaging directly;
 * for a visitor, a link to log in and ask. Nothing on one's own blogs.
 */
export function MessagingIcon({ blog, own }: { blog: Blog; own: boolean }) {
  const { session, bus, navigate } = useRemote();
  const user = useSessionUser();
  const currentBlog = useCurrentBlog();
  const openAsk = useOpenAsk();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const acting = session.blogs.find((b) => b.name === currentBlog) ?? session.blogs[0];
  const entry = messagingEntry(blog, {
    signedIn: session.logged_in && user !== null,
    own,
    canMessage: Boolean(user?.can_message && acting?.can_send_messages),
  });
  if (entry.kind === 'hidden') return null;
  const label = messagingIconLabel(blog.name, entry);
  const sendMessage = () => {
    setOpen(false);
    bus.emit('messaging:open', { name: blog.name, context: MESSAGING_CONTEXT });
  };

  if (entry.kind === 'login') {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(entry.href);
    };
    return (
      <a className="blog-messaging-icon" href={entry.href} aria-label={label} title={label} onClick={onClick}>
        <MessagingGlyph />
      </a>
    );
  }

  if (entry.kind === 'message') {
    return (
      <button type="button" className="blog-messaging-icon" aria-label={label} title={label} onClick={sendMessage}>
        <MessagingGlyph />
      </button>
    );
  }

  return (
    <span className="blog-messaging" onKeyDown={open ? (event) => keepKeysInPopover(event, () => setOpen(false)) : undefined}>
      <button
        ref={button}
        type="button"
        className="blog-messaging-icon"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <MessagingGlyph />
      </button>
      {open && (
        <Popover
          label={label}
          className={POPOVER_CLASS}
          getAnchorRect={() => button.current?.getBoundingClientRect() ?? { top: 0, left: 0, width: 0, height: 0 }}
          returnFocusTo={button.current}
          ignoreClicksWithin={() => [button.current]}
          onClose={() => setOpen(false)}
        >
          <MessagingMenu
            name={blog.name}
            message={entry.message}
            onAsk={() => {
              setOpen(false);
              openAsk(blog, button.current);
            }}
            onMessage={sendMessage}
          />
        </Popover>
      )}
    </span>
  );
}
