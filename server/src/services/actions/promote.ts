import type { PostActionResponse } from '@dash/shared-contracts';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { parseJson } from '../../lib/json';
import { nowSeconds } from '../../lib/time';
import type { Executor } from '../../repositories/executor';
import { deletePromotion, insertPromotion } from '../../repositories/promotions';
import type { Auth } from '../../types/fastify';
import { str, type Body } from '../post-form/read-form';
import { normaliseTag } from '../feed';
import { actionAnswer, checkKey, ownPost, postIdOf } from './common';

async function ownPublished(db: Executor, auth: Auth, body: Body) {
  const found = await ownPost(db, auth, postIdOf(body, 'post_id', 'id'), 'Only the blog that posted it can promote this post.');
  const name = str(body, 'tumblelog_name').trim().toLowerCase();
  if (name && name !== found.blog.name) throw forbidden('Only the blog that posted it can promote this post.');
  checkKey(found.post, str(body, 'reblog_key'));
  if (found.post.state !== 'published') throw badRequest('Only published posts can be promoted.');
  return found;
}

/** POST /svc/promote: the owner puts an own published post first on /tagged/{tag}, for one of its tags. */
export async function promote(db: Executor, auth: Auth, body: Body): Promise<PostActionResponse> {
  const { post, blog } = await ownPublished(db, auth, body);
  const tag = normaliseTag(str(body, 'tag'));
  if (!tag) throw badRequest('Choose a tag to promote this post in.', 'tag');
  const tags = parseJson<string[]>(post.tags, []).map((t) => t.toLowerCase());
  if (!tags.includes(tag)) throw badRequest(`This post isn't tagged #${tag}.`, 'tag');
  await insertPromotion(db, { post_id: post.id, tag, blog_id: blog.id, created_at: nowSeconds() });
  return actionAnswer(db, auth, post.id, blog.id, `Promoted in #${tag}.`);
}

/** POST /svc/unpromote: tag_id is the tag text (promotions are keyed by post and tag). */
export async function unpromote(db: Executor, auth: Auth, body: Body): Promise<PostActionResponse> {
  const { post, blog } = await ownPublished(db, auth, body);
  const tag = normaliseTag(str(body, 'tag_id') || str(body, 'tag'));
  if (!tag) throw badRequest('Which tag? tag_id is missing.', 'tag_id');
  if ((await deletePromotion(db, post.id, tag)) === 0) throw notFound(`This post isn't promoted in #${tag}.`);
  return actionAnswer(db, auth, post.id, blog.id, `No longer promoted in #${tag}.`);
}
