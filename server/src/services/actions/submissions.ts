import type { PostActionResponse, PostRemovedResponse } from '@dash/shared-contracts';
import type { BlogRow, PostRow } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import type { Executor } from '../../repositories/executor';
import { deletePost, updatePost } from '../../repositories/posts';
import type { Auth } from '../../types/fastify';
import { truthy, type Body } from '../post-form/read-form';
import { actionAnswer, countsOf, ownPost, postIdOf } from './common';
import { assertBlogMayAct } from '../moderation/blog-access';
import { notifyMentions } from '../mentions';

/** A submission: an unapproved post (not an ask) waiting in one of the user's blog inboxes. */
async function ownSubmission(db: Executor, auth: Auth, id: number): Promise<{ post: PostRow; blog: BlogRow }> {
  const found = await ownPost(db, auth, id, "That submission isn't in your inbox.");
  if (found.post.state !== 'unapproved' || found.post.type === 'answer') throw notFound('That submission was already handled.');
  return found;
}

/** POST /approve_submission: publishes the submission now, or queues it when `queue` is truthy. */
export async function approveSubmission(db: Executor, auth: Auth, body: Body): Promise<PostActionResponse> {
  const { post, blog } = await ownSubmission(db, auth, postIdOf(body, 'id', 'post_id'));
  assertBlogMayAct(blog, 'post', false);
  const queue = truthy(body, 'queue');
  const now = nowSeconds();
  await db.transaction().execute(async (trx) => {
    await updatePost(trx, post, { state: queue ? 'queued' : 'published', timestamp: now, updated_at: now });
    await notifyMentions(trx, post.id, now);
  });
  return actionAnswer(db, auth, post.id, blog.id, queue ? 'Added to your queue.' : 'The submission was published.');
}

/** POST /deny_submission: deletes the submission. */
export async function denySubmission(db: Executor, auth: Auth, body: Body): Promise<PostRemovedResponse> {
  const { post, blog } = await ownSubmission(db, auth, postIdOf(body, 'pid', 'id'));
  await db.transaction().execute((trx) => deletePost(trx, post));
  return { id: String(post.id), context_tumblelog: await countsOf(db, blog.id), message: 'The submission was deleted.' };
}
