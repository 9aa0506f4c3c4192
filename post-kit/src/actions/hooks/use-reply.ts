import type { Note, Post } from '@dash/shared-contracts';
import { usePostCardHost } from '../../host';
import { replyToPost } from '../api/reply-to-post';
import { likeSource } from '../lib/like-source';
import { usePostActionRunner } from './use-post-action-runner';

/** Spec: a reply is one line of at most 475 characters. */
export const REPLY_MAX = 475;
/** The toast after a reply, when the server's answer has no message (it says the same). */
export const REPLY_SENT = 'Your reply was sent.';

/**
 * Sends a reply (POST /svc/reply): the post's note count goes up by one, a toast confirms it, and
 * the note it became is handed to `onSent` (the open notes list). Resolves true on success; on
 * failure the shared handler shows the server's error and the box keeps the text.
 */
export function useReply(post: Post, onSent?: (note: Note) => void) {
  const { api, bus, run, pending, toastMessage } = usePostActionRunner();
  const { pathname } = usePostCardHost();

  const send = async (text: string): Promise<boolean> => {
    const reply = text.trim();
    if (!reply || reply.length > REPLY_MAX) return false;
    const result = await run('reply', () => replyToPost(api, post, reply, likeSource(pathname())));
    if (!result.ok) return false;
    toastMessage(result.value.message || REPLY_SENT);
    if (result.value.note) onSent?.(result.value.note);
    const answered = result.value.post;
    // The server may or may not count the reply in the post it answers with; the note is there either way.
    const noteCount = Math.max(answered.note_count, post.note_count + 1);
    bus.emit('post:updated', { post: { ...answered, note_count: noteCount } });
    return true;
  };

  return { pending, send };
}
