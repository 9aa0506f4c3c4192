import type { Post } from '@dash/shared-contracts';
import { answerAsk } from '../api/answer-ask';
import { approveSubmission } from '../api/approve-submission';
import { deletePost } from '../api/delete-post';
import { denySubmission } from '../api/deny-submission';
import { usePostActionRunner } from './use-post-action-runner';
import { DELETE_DIALOG } from './use-own-post-actions';

/** Inbox: answer asks (post form or the quick box), post or queue submissions, delete either. */
export function useInboxActions(post: Post) {
  const { api, bus, run, pending, toastMessage, confirm } = usePostActionRunner();

  const openAnswerForm = () => bus.emit('compose:open', { mode: 'edit', postId: post.id });

  const quickAnswer = async (text: string): Promise<boolean> => {
    const answer = text.trim();
    if (!answer) return false;
    const result = await run('answer', () => answerAsk(api, post, answer), { publish: true });
    if (!result.ok) return false;
    bus.emit('post:updated', { post: result.value.post });
    toastMessage(result.value.message);
    return true;
  };

  const approve = async (queue: boolean) => {
    const result = await run('approve_submission', () => approveSubmission(api, post.id, queue), { publish: true });
    if (!result.ok) return;
    bus.emit('post:updated', { post: result.value.post });
    toastMessage(result.value.message);
  };

  /** Asks are the blog's own posts (deleted); submissions are denied. */
  const remove = async () => {
    if ((await confirm(DELETE_DIALOG)) !== 'confirm') return;
    const result =
      post.type === 'answer'
        ? await run('delete', () => deletePost(api, post))
        : await run('deny_submission', () => denySubmission(api, post.id));
    if (result.ok) bus.emit('post:deleted', { postId: post.id });
  };

  return { pending, openAnswerForm, quickAnswer, approve, remove };
}
