import { useState } from 'react';
import { findBlog, useCurrentBlog, useRemote, Popover, type Rect } from '@dash/remote-kit';
import { windowStore } from '../../conversation/state/window-store';
import { InboxBody } from './inbox-body';
import { SenderSelect } from './sender-select';
import './inbox.css';

interface InboxPopoverProps {
  button: HTMLButtonElement | null;
  getAnchorRect: () => Rect;
  unreadByBlog: Record<string, number>;
  onClose: () => void;
}

/**
 * The inbox popover. The sender selector is local to the popover: it shows another blog's inbox
 * without switching the session's current blog (that is the shell's account menu's job).
 */
export function InboxPopover({ button, getAnchorRect, unreadByBlog, onClose }: InboxPopoverProps) {
  const { session } = useRemote();
  const currentName = useCurrentBlog();
  const [chosen, setChosen] = useState<string | null>(null);
  const blog = findBlog(session.blogs, chosen ?? currentName);
  const verified = session.user?.is_verified_email ?? false;

  return (
    <Popover
      label="Inbox"
      getAnchorRect={getAnchorRect}
      onClose={onClose}
      returnFocusTo={button}
      ignoreClicksWithin={() => [button]}
      className="msg-inbox"
    >
      <header className="kit-popover__header">
        <h2 className="kit-popover__title">Messages</h2>
        {session.blogs.length > 1 && blog ? (
          <SenderSelect blogs={session.blogs} value={blog.name} unreadByBlog={unreadByBlog} onChange={setChosen} />
        ) : null}
      </header>
      <div className="msg-inbox__body">
        {!verified ? (
          <p className="msg-notice">Please verify your email address before talking to a Tumblr.</p>
        ) : blog ? (
          <InboxBody
            key={blog.uuid}
            blog={blog}
            onOpen={(conversation) => {
              // A click on a row opens its window (rendered by the application mount) and closes the inbox.
              windowStore.open({
                id: conversation.id,
                selfUuid: blog.uuid,
                selfName: blog.name,
                others: conversation.participants.filter((p) => p.uuid !== blog.uuid),
              });
              onClose();
            }}
          />
        ) : (
          <p className="msg-notice">Create a blog to start talking to other Tumblrs.</p>
        )}
      </div>
    </Popover>
  );
}
