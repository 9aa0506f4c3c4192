import { useState } from 'react';
import type { Participant } from '@dash/shared-contracts';
import { findBlog, useCurrentBlog, useRemote, Popover, type Rect } from '@dash/remote-kit';
import { MessagingTutorial, windowStore } from '../../conversation';
import { RecipientSearchView } from '../../recipients';
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
  const [composing, setComposing] = useState(false);
  const canCompose = verified && blog !== null;

  // A recipient (search result, favourite, suggested blog) opens a new conversation window in place.
  const openRecipient = (recipient: Participant) => {
    if (!blog) return;
    windowStore.open({ id: null, selfUuid: blog.uuid, selfName: blog.name, others: [recipient] });
    onClose();
  };

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
        {canCompose ? (
          <button
            type="button"
            className="msg-compose-toggle"
            aria-controls="msg-inbox-body"
            onClick={() => setComposing((c) => !c)}
          >
            {composing ? 'Nevermind' : 'Compose message'}
          </button>
        ) : null}
      </header>
      {canCompose ? <MessagingTutorial onSendMessage={() => setComposing(true)} /> : null}
      <div className="msg-inbox__body" id="msg-inbox-body">
        {/* Compose mode hides the list, empty view and loading bar (spec 2 §2 screen 1); the inbox stays loaded. */}
        {composing && blog && canCompose ? (
          <RecipientSearchView key={blog.uuid} participant={blog.uuid} onOpen={openRecipient} />
        ) : null}
        {!verified ? (
          <p className="msg-notice">Please verify your email address before talking to a Tumblr.</p>
        ) : blog ? (
          <div hidden={composing} className="msg-inbox__view">
            <InboxBody
              key={blog.uuid}
              blog={blog}
              onOpenRecipient={openRecipient}
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
          </div>
        ) : (
          <p className="msg-notice">Create a blog to start talking to other Tumblrs.</p>
        )}
      </div>
    </Popover>
  );
}
