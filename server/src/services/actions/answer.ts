import type { PostActionResponse, PostContent } from '@dash/shared-contracts';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { parseJson } from '../../lib/json';
import { isBlankHtml, sanitizePostHtml } from '../../lib/sanitize';
import { nowSeconds } from '../../lib/time';
import type { Executor } from '../../repositories/executor';
import { updatePost } from '../../repositories/posts';
import type { Auth } from '../../types/fastify';
import { recordAnswer } from '../post-form/reblog';
import { notifyMentions } from '../mentions';
import { str, type Body } from '../post-form/read-form';
import { actionAnswer, checkKey, ownPost, postIdOf } from './common';
import { assertBlogMayAct } from '../moderation/blog-access';

export const ANSWER_EMPTY = 'Write an answer first.';

/**
 * POST /answer: answers an ask in the user's own inbox and publishes it now. The answer HTML goes
 * through the post allow-list; the asker is notified unless the ask was anonymous.
 */
export async function answerAsk(db: Executor, auth: Auth, body: Body): Promise<PostActionResponse> {
  const { post, blog } = await ownPost(db, auth, postIdOf(body, 'post_id', 'id'), "You can't answer that question.");
  const name = str(body, 'tumblelog').trim();
  if (name && name.toLowerCase() !== blog.name) throw forbidden("You can't answer that question.");
  checkKey(post, str(body, 'key'));
  assertBlogMayAct(blog, 'post', false);
  if (post.type !== 'answer' || post.state !== 'unapproved') throw notFound('That question was already answered or deleted.');
  const answer = sanitizePostHtml(str(body, 'answer_text'), 'answer_text');
  if (isBlankHtml(answer)) throw badRequest(ANSWER_EMPTY, 'answer_text');
  const content: PostContent = { ...parseJson<PostContent>(post.content, {}), answer };
  const now = nowSeconds();
  await db.transaction().execute(async (trx) => {
    await updatePost(trx, post, { state: 'published', content: JSON.stringify(content), timestamp: now, updated_at: now });
    await recordAnswer(trx, post, blog.id, answer, now);
    await notifyMentions(trx, post.id, now);
  });
  return actionAnswer(db, auth, post.id, blog.id, 'Your answer was published.');
}
