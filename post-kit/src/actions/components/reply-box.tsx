import type { Post } from '@dash/shared-contracts';
import { REPLY_MAX, useReply } from '../hooks/use-reply';
import { OneLineBox } from './one-line-box';

/** The inline reply: one line, at most 475 characters; it closes once the reply is sent. */
export function ReplyBox({ post, onClose }: { post: Post; onClose: () => void }) {
  const reply = useReply(post);
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
