import type { BlockResponse } from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import { nowSeconds } from '../lib/time';
import { adjustBlogCounters, findBlogById, findBlogByNameOrId } from '../repositories/blogs';
import { blogBlocksUser, deleteBlock, insertBlock } from '../repositories/blocks';
import type { Executor } from '../repositories/executor';
import { findVisiblePost } from '../repositories/visible-posts';
import { deleteFollow } from '../repositories/social';
import { adjustUserCounter } from '../repositories/users';
import type { Auth } from '../types/fastify';
import { ownBlogByName } from './current-blog';
import { str, type Body } from './post-form/read-form';

/** Spec 1 §8: what the blocked blog's owner reads when they try to reach the blocker. */
export const BLOCKED_MESSAGES = {
  follow: "You can't follow this blog. It has blocked you.",
  ask: "You can't ask this blog anything. It has blocked you.",
  message: "You can't message this blog. It has blocked you.",
  reply: "You can't reply to this post. Its blog has blocked you.",
  reblog: "You can't reblog this post. Its blog has blocked you.",
  like: "You can't like this post. Its blog has blocked you.",
} as const;

export type BlockedAction = keyof typeof BLOCKED_MESSAGES;

/** Throws the clear 403 when `blog` has blocked one of the user's blogs. */
export async function assertNotBlockedBy(db: Executor, blogId: number, auth: Auth, action: BlockedAction): Promise<void> {
  if (await blogBlocksUser(db, blogId, auth.user.id)) throw forbidden(BLOCKED_MESSAGES[action]);
}

async function blockTarget(db: Executor, auth: Auth, body: Body): Promise<BlogRow> {
  const name = str(body, 'blocked_tumblelog').trim();
  if (name) {
    const blog = await findBlogByNameOrId(db, name);
    if (!blog) throw notFound("That blog doesn't exist.");
    return blog;
  }
  const postRef = str(body, 'blocked_post').trim();
  if (!postRef) throw badRequest('Which blog? blocked_tumblelog is missing.');
  // Only a post the user can see names its blog: a private post's id must not reveal whose it is.
  const post = /^\d+$/.test(postRef) ? await findVisiblePost(db, auth.user.id, Number(postRef)) : undefined;
  const blog = post ? await findBlogById(db, post.blog_id) : undefined;
  if (!blog) throw notFound("That post doesn't exist anymore.");
  return blog;
}

/** Ends a follow in one direction, keeping both counters right. */
async function unfollow(trx: Executor, userId: number, blogId: number): Promise<void> {
  if (!(await deleteFollow(trx, userId, blogId))) return;
  await adjustBlogCounters(trx, blogId, { follower_count: -1 });
  await adjustUserCounter(trx, userId, 'friend_count', -1);
}

/**
 * `blocker` blocks `target`: the blocker's owner stops following the target, and the target's owner
 * stops following the blocker (one block, whichever path made it: POST /svc/block/add or a spam flag
 * on a conversation). Call in a transaction.
 */
export async function blockBlog(trx: Executor, blocker: BlogRow, target: BlogRow): Promise<void> {
  await insertBlock(trx, blocker.id, target.id, nowSeconds());
  await unfollow(trx, blocker.owner_user_id, target.id);
  await unfollow(trx, target.owner_user_id, blocker.id);
}

/**
 * POST /svc/block/add: the acting blog blocks another blog (by name or by one of its posts). The
 * user stops following it, and its owner stops following the blocker's blog.
 */
export async function addBlock(db: Executor, auth: Auth, body: Body): Promise<BlockResponse> {
  const blocker = await ownBlogByName(db, auth, str(body, 'tumblelog'), 'You can only block from one of your blogs.');
  const target = await blockTarget(db, auth, body);
  if (target.owner_user_id === auth.user.id) throw forbidden("You can't block your own blog.");
  await db.transaction().execute((trx) => blockBlog(trx, blocker, target));
  return { blocked: true, tumblelog: blocker.name, blocked_tumblelog: target.name };
}

/** POST /svc/block/remove: lifts the block (follows are not restored). */
export async function removeBlock(db: Executor, auth: Auth, body: Body): Promise<BlockResponse> {
  const blocker = await ownBlogByName(db, auth, str(body, 'tumblelog'), 'You can only unblock from one of your blogs.');
  const name = str(body, 'blocked_tumblelog').trim();
  if (!name) throw badRequest('Which blog? blocked_tumblelog is missing.');
  const target = await findBlogByNameOrId(db, name);
  if (!target) throw notFound("That blog doesn't exist.");
  await deleteBlock(db, blocker.id, target.id);
  return { blocked: false, tumblelog: blocker.name, blocked_tumblelog: target.name };
}
