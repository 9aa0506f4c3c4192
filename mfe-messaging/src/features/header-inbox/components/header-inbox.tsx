import { useRef, useState } from 'react';
import { HeaderButton, useRemote } from '@dash/remote-kit';
import { UnreadBadge } from '../../../components/unread-badge';
import { InboxPopover } from '../../inbox';
import { useUnreadPoller } from '../../unread';
import { inboxButtonLabel } from '../state/inbox-button-label';
import './header-inbox.css';

/** The header's messaging button with its unread badge, and the inbox popover it toggles. */
export function HeaderInbox() {
  const { session } = useRemote();
  if (!session.user?.can_message) return null;
  return <HeaderInboxButton />;
}

function HeaderInboxButton() {
  const { counts, setInboxOpen } = useUnreadPoller();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = (next: boolean) => {
    setOpen(next);
    setInboxOpen(next);
  };

  return (
    <>
      <HeaderButton ref={buttonRef} open={open} aria-label={inboxButtonLabel(counts.total)} onClick={() => toggle(!open)}>
        <svg className="msg-header-button__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6l-.9 3.6c-.1.4.3.7.7.5L9.4 19c.8.2 1.7.3 2.6.3 5.5 0 10-3.6 10-8.1S17.5 3 12 3Z"
          />
        </svg>
        <UnreadBadge count={counts.total} className="msg-header-button__badge" />
      </HeaderButton>
      {open ? (
        <InboxPopover
          button={buttonRef.current}
          getAnchorRect={() => buttonRef.current?.getBoundingClientRect() ?? { top: 0, left: 0, width: 0, height: 0 }}
          unreadByBlog={counts.byBlog}
          onClose={() => toggle(false)}
        />
      ) : null}
    </>
  );
}
