import type { Post } from '@dash/shared-contracts';
import { usePostCardHost } from '../../host';
import { replyToPost } from '../api/reply-to-post';
import { likeSource } from '../lib/like-source';
import { usePostActionRunner } from './use-post-action-runner';

/** Spec: a reply is one line of at most 475 characters. */
export const REPLY_MAX = 475;

/** Sends a reply (POST /svc/reply); the post's note count goes up by one. Resolves true on success. */
export function useReply(post: Post) {
  const { api, bus, run, pending } = usePostActionRunner();
  const { pathname } = usePostCardHost();

  const send = async (text: string): Promise<boolean> => {
    const reply = text.trim();
    if (!reply || reply.length > REPLY_MAX) return false;
    const result = await run('reply', () => replyToPost(api, post, reply, likeSource(pathname())));
    if (!result.ok) return false;
    const answered = result.value.post;
    // The server may or may not count the reply in the post it answers with; the note is there either way.
    const noteCount = Math.max(answered.note_count, post.note_count + 1);
    bus.emit('post:updated', { post: { ...answered, note_count: noteCount } });
    return true;
  };

  return { pending, send };
}
