import type { PostRow } from '../db/types';
import { notFound } from '../lib/app-error';
import type { Executor } from '../repositories/executor';
import { findVisiblePost } from '../repositories/visible-posts';
import type { Auth } from '../types/fastify';
import { assertNotBlockedBy, type BlockedAction } from './blocks';

export const POST_GONE = "That post doesn't exist anymore.";
export const REBLOG_GONE = "That post can't be reblogged anymore.";

/** A post the viewer may see (repositories/visible-posts); anything else is the same 404 as a missing post. */
export async function visiblePostOr404(db: Executor, auth: Auth | null, id: number, detail = POST_GONE): Promise<PostRow> {
  const post = await findVisiblePost(db, auth?.user.id ?? null, id);
  if (!post) throw notFound(detail);
  return post;
}

/**
 * A post the user may act on (like, reblog by any path, reply): visible, published, and its blog has
 * not blocked any of the user's blogs (403 with the action's words). The one check every interaction
 * path calls, so a new path cannot forget half of it.
 */
export async function postToInteractWith(
  db: Executor,
  auth: Auth,
  id: number,
  action: BlockedAction,
  detail = POST_GONE,
): Promise<PostRow> {
  const post = await visiblePostOr404(db, auth, id, detail);
  if (post.state !== 'published') throw notFound(detail);
  await assertNotBlockedBy(db, post.blog_id, auth, action);
  return post;
}
