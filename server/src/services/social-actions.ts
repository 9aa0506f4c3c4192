import type { Blog } from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import { nowSeconds } from '../lib/time';
import { toBlog } from '../mappers/blog';
import { blogIdsBlockedByUser } from '../repositories/blocks';
import { adjustBlogCounters, findBlogById, findBlogByNameOrId } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { adjustPostCounters, findPostById } from '../repositories/posts';
import {
  deleteFollow,
  deleteLike,
  findFollow,
  insertFollow,
  insertLike,
  insertNotification,
  setSubscribed,
} from '../repositories/social';
import { adjustUserCounter } from '../repositories/users';
import type { Auth } from '../types/fastify';
import { assertNotBlockedBy } from './blocks';
import { postToInteractWith } from './post-access';
import { currentBlogOf } from './current-blog';
import { assertBlogMayAct, canSeeBlog } from './moderation/blog-access';

export async function setLike(db: Executor, auth: Auth, rawId: string, like: boolean) {
  if (!/^\d+$/.test(rawId)) throw badRequest('Which post? id is missing.');
  // Only published posts others can see, from a blog that has not blocked the user (issue 7: a like
  // on a private post used to succeed and then show the post in the liker's likes feed).
  const post = await postToInteractWith(db, auth, Number(rawId), 'like');
  const blog = await findBlogById(db, post.blog_id);
  if (blog?.owner_user_id === auth.user.id) throw forbidden("You can't like your own post.");
  const actingBlog = await currentBlogOf(db, auth);
  // Unliking is always allowed: it only takes something back.
  if (like) assertBlogMayAct(actingBlog, 'like', true);
  const now = nowSeconds();
  // The row's insert or delete decides (not a read before it): a like sent twice at once, through one
  // instance or two, counts once and both calls answer as the second one does alone.
  await db.transaction().execute(async (trx) => {
    if (like && (await insertLike(trx, auth.user.id, post.id, now))) {
      await adjustPostCounters(trx, post.id, { like_count: 1, note_count: 1 });
      await adjustUserCounter(trx, auth.user.id, 'liked_post_count', 1);
      await insertNotification(trx, {
        blog_id: post.blog_id,
        type: 'like',
        from_blog_id: actingBlog.id,
        post_id: post.id,
        created_at: now,
      });
    } else if (!like && (await deleteLike(trx, auth.user.id, post.id))) {
      await adjustPostCounters(trx, post.id, { like_count: -1, note_count: -1 });
      await adjustUserCounter(trx, auth.user.id, 'liked_post_count', -1);
    }
  });
  const fresh = await findPostById(db, post.id);
  return { id: String(post.id), liked: like, like_count: fresh?.like_count ?? 0, note_count: fresh?.note_count ?? 0 };
}

async function blogView(db: Executor, auth: Auth, blog: BlogRow): Promise<Blog> {
  const fresh = (await findBlogById(db, blog.id)) ?? blog;
  const follow = await findFollow(db, auth.user.id, blog.id);
  return toBlog(fresh, {
    following: Boolean(follow),
    is_subscribed: Boolean(follow?.is_subscribed),
    is_mine: fresh.owner_user_id === auth.user.id,
    logged_in: true,
    is_blocked: (await blogIdsBlockedByUser(db, auth.user.id)).has(fresh.id),
  });
}

export async function setFollow(db: Executor, auth: Auth, name: string, follow: boolean): Promise<{ tumblelog: Blog }> {
  const blog = name ? await findBlogByNameOrId(db, name) : undefined;
  if (!blog || !canSeeBlog(auth, blog)) throw notFound("That blog doesn't exist.");
  if (blog.owner_user_id === auth.user.id) throw forbidden("You can't follow your own blog.");
  if (follow) await assertNotBlockedBy(db, blog.id, auth, 'follow');
  const actingBlog = await currentBlogOf(db, auth);
  if (follow) assertBlogMayAct(actingBlog, 'follow', true);
  const now = nowSeconds();
  await db.transaction().execute(async (trx) => {
    if (follow && (await insertFollow(trx, auth.user.id, blog.id, now))) {
      await adjustBlogCounters(trx, blog.id, { follower_count: 1 });
      await adjustUserCounter(trx, auth.user.id, 'friend_count', 1);
      await insertNotification(trx, {
        blog_id: blog.id,
        type: 'follower',
        from_blog_id: actingBlog.id,
        post_id: null,
        created_at: now,
      });
    } else if (!follow && (await deleteFollow(trx, auth.user.id, blog.id))) {
      await adjustBlogCounters(trx, blog.id, { follower_count: -1 });
      await adjustUserCounter(trx, auth.user.id, 'friend_count', -1);
    }
  });
  return { tumblelog: await blogView(db, auth, blog) };
}

export async function setSubscription(db: Executor, auth: Auth, name: string, subscribe: boolean): Promise<{ tumblelog: Blog }> {
  const blog = await findBlogByNameOrId(db, name);
  if (!blog || !canSeeBlog(auth, blog)) throw notFound("That blog doesn't exist.");
  const follow = await findFollow(db, auth.user.id, blog.id);
  if (!follow) {
    if (subscribe) throw badRequest('Follow this blog to subscribe to it.');
  } else {
    await setSubscribed(db, auth.user.id, blog.id, subscribe);
  }
  return { tumblelog: await blogView(db, auth, blog) };
}
