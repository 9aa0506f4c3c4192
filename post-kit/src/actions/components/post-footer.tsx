import { useId, useRef, useState } from 'react';
import { formatCount } from '@dash/shared-contracts/core';
import type { NotesResponse, Post } from '@dash/shared-contracts';
import { useLoggedIn } from '../../host';
import { LazyNotesPanel, type NoteSink } from '../../notes';
import { useLike } from '../hooks/use-like';
import { inboxKind } from '../lib/post-page';
import type { PostPlace } from '../lib/post-page';
import { LazyInboxActions, LazyQuickAnswerBox, LazyReplyBox } from './lazy-actions';
import { LikeButton } from './like-button';
import { OwnPostActions } from './own-post-actions';
import { PostMenu } from './post-menu';
import { ReblogMenu } from './reblog-menu';
import { ShareButton } from './share-button';

export interface PostFooterProps {
  post: Post;
  place: PostPlace;
  subscribed: boolean;
  /** The notes list starts open (a permalink shows the post's notes under it). */
  notesOpen?: boolean;
  /** The notes' first page, read with the post (the server's render of a permalink). */
  initialNotes?: NotesResponse | null;
}

/**
 * Notes and the actions this viewer may take here: inbox items get the inbox buttons; own posts
 * Edit/Delete (+ Publish on drafts and queue, Promote on tagged pages); published posts Share,
 * Reply and Reblog (signed in, when the post allows it); others' posts Like and the post menu.
 * "N notes" opens the notes list under the post (its code loads then); a reply sent from this card
 * goes on top of the open list.
 */
export function PostFooter({ post, place, subscribed, notesOpen = false, initialNotes = null }: PostFooterProps) {
  const like = useLike(post);
  const loggedIn = useLoggedIn();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const [showNotes, setShowNotes] = useState(notesOpen);
  // The server's first page serves the first opening only: a list opened again reads afresh.
  const [firstNotes, setFirstNotes] = useState(initialNotes);
  const notesId = `${useId()}-notes`;
  const noteSink = useRef<NoteSink | null>(null);
  const inbox = inboxKind(post, place);
  const published = post.state === 'published';

  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  const toggleNotes = () => {
    if (showNotes) setFirstNotes(null);
    setShowNotes(!showNotes);
  };

  return (
    <footer className="pk-post__footer">
      <div className="pk-post__footer-row">
        <button
          type="button"
          className="pk-post__notes pk-post__notes-button"
          aria-expanded={showNotes}
          aria-controls={showNotes ? notesId : undefined}
          onClick={toggleNotes}
        >
          {formatCount(like.noteCount)} {like.noteCount === 1 ? 'note' : 'notes'}
        </button>
        <div className="pk-post__actions">
          {inbox && <LazyInboxActions post={post} kind={inbox} />}
          {!inbox && post.is_mine && loggedIn && <OwnPostActions post={post} place={place} />}
          {published && <ShareButton postId={post.id} blogName={post.blog.name} />}
          {published && loggedIn && (
            <button
              ref={replyButton}
              type="button"
              className="pk-post__action"
              aria-label="Reply"
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 5h16v11H9l-5 4z" />
              </svg>
            </button>
          )}
          {published && loggedIn && post.can_reblog && <ReblogMenu post={post} />}
          {post.can_like && !post.is_mine && <LikeButton liked={like.liked} onToggle={() => void like.toggle()} />}
          {loggedIn && !post.is_mine && <PostMenu post={post} subscribed={subscribed} />}
        </div>
      </div>
      {replying && <LazyReplyBox post={post} onClose={closeReply} onSent={(note) => noteSink.current?.(note)} />}
      {inbox === 'ask' && <LazyQuickAnswerBox post={post} />}
      {showNotes && <LazyNotesPanel id={notesId} postId={post.id} initial={firstNotes} sink={noteSink} />}
    </footer>
  );
}
