import type { Note, Post } from '@dash/shared-contracts';
import { REPLY_MAX, useReply } from '../hooks/use-reply';
import { OneLineBox } from './one-line-box';

/**
 * The inline reply: one line, at most 475 characters; it closes once the reply is sent, and the
 * reply's note goes to `onSent` (the card's open notes list).
 */
export function ReplyBox({ post, onClose, onSent }: { post: Post; onClose: () => void; onSent?: (note: Note) => void }) {
  const reply = useReply(post, onSent);
  return (
    <OneLineBox
      label={`Reply to ${post.blog.name}`}
      maxLength={REPLY_MAX}
      pending={reply.pending}
      autoFocus
      onSend={async (text) => {
        const sent = await reply.send(text);
        if (sent) onClose();
        return sent;
      }}
      onClose={onClose}
    />
  );
}
