import { useRef, useState } from 'react';
import { HeaderButton, useRemote } from '@dash/remote-kit';
import { ActivityPopover } from '../../activity-popover';

/** The header's activity button and the popover it toggles; only for a user with a blog. */
export function HeaderActivity() {
  const { session } = useRemote();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!session.logged_in || session.blogs.length === 0) return null;
  return (
    <>
      <HeaderButton ref={buttonRef} open={open} aria-label="Activity" onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M13 2 4 14h6l-1 8 9-12h-6l1-8Z" />
        </svg>
      </HeaderButton>
      {open ? (
        <ActivityPopover
          button={buttonRef.current}
          getAnchorRect={() => buttonRef.current?.getBoundingClientRect() ?? { top: 0, left: 0, width: 0, height: 0 }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
