import type { DialogRequest, Post } from '@dash/shared-contracts';
import { deletePost } from '../api/delete-post';
import { publishPost } from '../api/publish-post';
import { usePostActionRunner } from './use-post-action-runner';

/** The confirmation before deleting a post (spec 1 §8 style: title, then Delete / Nevermind). */
export const DELETE_DIALOG: DialogRequest = {
  title: 'Delete this post?',
  confirmLabel: 'Delete',
  cancelLabel: 'Nevermind',
  tone: 'danger',
};

/** Edit, delete and publish for the user's own posts (dashboard, drafts, queue). */
export function useOwnPostActions(post: Post) {
  const { api, bus, run, pending, toastMessage, confirm } = usePostActionRunner();

  const edit = () => bus.emit('compose:open', { mode: 'edit', postId: post.id });

  const remove = async () => {
    if ((await confirm(DELETE_DIALOG)) !== 'confirm') return;
    const result = await run('delete', () => deletePost(api, post));
    // The feed fades the card out (200 ms) when it hears post:deleted.
    if (result.ok) bus.emit('post:deleted', { postId: post.id });
  };

  /** Publish a draft, or a queued or scheduled post now. */
  const publish = async (fromQueue: boolean) => {
    const result = await run('publish', () => publishPost(api, post.id, fromQueue), { publish: true });
    if (!result.ok) return;
    bus.emit('post:updated', { post: result.value.post });
    toastMessage(result.value.message);
  };

  return { pending, edit, remove, publish };
}
