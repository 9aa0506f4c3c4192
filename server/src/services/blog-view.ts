import { PAGE_SIZE, type Blog, type BlogPostsResponse } from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { badRequest, notFound } from '../lib/app-error';
import { toBlog } from '../mappers/blog';
import { findBlogByNameOrId } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { blogIdsBlockedByUser } from '../repositories/blocks';
import { findFollow } from '../repositories/social';
import type { Auth } from '../types/fastify';
import { mapPosts } from './post-view';

export async function findBlogOr404(db: Executor, nameOrId: string | undefined): Promise<BlogRow> {
  const blog = nameOrId ? await findBlogByNameOrId(db, nameOrId) : undefined;
  if (!blog) throw notFound("We couldn't find that blog.");
  return blog;
}

export async function blogFor(db: Executor, auth: Auth | null, blog: BlogRow): Promise<Blog> {
  const follow = auth ? await findFollow(db, auth.user.id, blog.id) : undefined;
  return toBlog(blog, {
    following: Boolean(follow),
    is_subscribed: Boolean(follow?.is_subscribed),
    is_mine: blog.owner_user_id === auth?.user.id,
    logged_in: Boolean(auth),
    is_blocked: auth ? (await blogIdsBlockedByUser(db, auth.user.id)).has(blog.id) : false,
  });
}

function boundedInt(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw badRequest('Invalid paging value.');
  return Math.min(n, max);
}

/** Published posts of a blog, newest first; with post_id, that one post (limit 1 in the spec). */
export async function blogPosts(
  db: Executor,
  auth: Auth | null,
  query: { tumblelog_name_or_id?: string; post_id?: string; limit?: string; offset?: string },
): Promise<BlogPostsResponse> {
  const blog = await findBlogOr404(db, query.tumblelog_name_or_id);
  const limit = boundedInt(query.limit, PAGE_SIZE, 1, 50);
  const offset = boundedInt(query.offset, 0, 0, 1_000_000);
  let q = db.selectFrom('posts').selectAll().where('blog_id', '=', blog.id).where('state', '=', 'published');
  const postId = query.post_id && query.post_id !== 'null' ? query.post_id : '';
  if (postId) {
    if (!/^\d+$/.test(postId)) throw badRequest('Invalid post id.');
    q = q.where('id', '=', Number(postId));
  }
  const rows = await q
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .offset(offset)
    .execute();
  if (postId && rows.length === 0) throw notFound("That post doesn't exist anymore.");
  const page = rows.slice(0, limit);
  return {
    posts: await mapPosts(db, page, auth),
    tumblelog: await blogFor(db, auth, blog),
    next_offset: rows.length > limit ? offset + limit : null,
  };
}
