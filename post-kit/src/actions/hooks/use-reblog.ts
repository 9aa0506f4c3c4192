import type { Post } from '@dash/shared-contracts';
import { fastReblog } from '../api/fast-reblog';
import { usePostActionRunner } from './use-post-action-runner';

/**
 * Reblog now or into the queue (POST /fast_reblog: the original becomes reblogged, the new post is
 * announced as `post:created`, the answer's message is toasted), or with a comment in the post form.
 */
export function useReblog(post: Post) {
  const { api, bus, run, pending, toastMessage } = usePostActionRunner();

  const reblog = async (queue: boolean) => {
    const result = await run('fast_reblog', () => fastReblog(api, post, queue));
    if (!result.ok) return;
    const { created_post, post: original, message } = result.value;
    bus.emit('post:updated', { post: { ...original, reblogged: true } });
    bus.emit('post:created', { post: created_post });
    toastMessage(message);
  };

  const withComment = () => bus.emit('compose:open', { mode: 'reblog', postId: post.id, reblogKey: post.reblog_key });

  return { pending, reblogNow: () => reblog(false), addToQueue: () => reblog(true), withComment };
}
