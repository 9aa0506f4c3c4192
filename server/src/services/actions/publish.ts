import type { PostActionResponse } from '@dash/shared-contracts';
import { badRequest } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import type { Executor } from '../../repositories/executor';
import { updatePost } from '../../repositories/posts';
import type { Auth } from '../../types/fastify';
import type { Body } from '../post-form/read-form';
import { actionAnswer, ownPost, postIdOf } from './common';
import { assertBlogMayAct } from '../moderation/blog-access';
import { notifyMentions } from '../mentions';

const PUBLISHABLE = new Set(['draft', 'queued', 'scheduled']);

/** POST /publish: publishes one of the user's own drafts, queued or scheduled posts now. */
export async function publishNow(db: Executor, auth: Auth, body: Body): Promise<PostActionResponse> {
  const { post, blog } = await ownPost(db, auth, postIdOf(body, 'id', 'post_id'), "You can't publish that post.");
  if (!PUBLISHABLE.has(post.state)) throw badRequest('Only drafts, queued and scheduled posts can be published.');
  assertBlogMayAct(blog, 'post', false);
  const now = nowSeconds();
  // updatePost moves the blog counters (drafts/queue → posts) in the same transaction.
  await db.transaction().execute(async (trx) => {
    await updatePost(trx, post, { state: 'published', timestamp: now, publish_on: null, updated_at: now });
    await notifyMentions(trx, post.id, now);
  });
  return actionAnswer(db, auth, post.id, blog.id, 'Your post was published.');
}
