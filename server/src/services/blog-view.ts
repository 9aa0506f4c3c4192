import { BLOG_POPOVER, PAGE_SIZE, type Blog, type BlogPopoverResponse, type BlogPostsResponse } from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { badRequest, notFound } from '../lib/app-error';
import { toBlog } from '../mappers/blog';
import { toHighlightedPost } from '../mappers/post';
import { findBlogPost, listBlogPosts, listHighlightedPosts } from '../repositories/blog-posts';
import { findBlogByNameOrId } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { blogIdsBlockedByUser } from '../repositories/blocks';
import { findFollow } from '../repositories/social';
import type { Auth } from '../types/fastify';
import { normaliseTag } from './feed';
import { canSeeBlog } from './moderation/blog-access';
import { mapPosts } from './post-view';

/**
 * The blog a viewer asked for by name, uuid or id; 404 when there is none or the viewer may not see
 * it (a suspended blog, for anyone but its owner and admins: services/moderation/blog-access).
 */
export async function findBlogOr404(db: Executor, nameOrId: string | undefined, auth: Auth | null): Promise<BlogRow> {
  const blog = nameOrId ? await findBlogByNameOrId(db, nameOrId) : undefined;
  if (!blog || !canSeeBlog(auth, blog)) throw notFound("We couldn't find that blog.");
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

/**
 * A blog's posts, newest first (published, plus private ones for the owner), optionally only those
 * tagged `tag`; with post_id, that one post (limit 1 in the spec), which its owner sees in any state
 * and others only published: a hidden post answers like a missing one (404).
 */
export async function blogPosts(
  db: Executor,
  auth: Auth | null,
  query: { tumblelog_name_or_id?: string; post_id?: string; limit?: string; offset?: string; tag?: string },
): Promise<BlogPostsResponse> {
  const blog = await findBlogOr404(db, query.tumblelog_name_or_id, auth);
  const limit = boundedInt(query.limit, PAGE_SIZE, 1, 50);
  const offset = boundedInt(query.offset, 0, 0, 1_000_000);
  const viewerUserId = auth?.user.id ?? null;
  const postId = query.post_id && query.post_id !== 'null' ? query.post_id : '';
  let rows;
  if (postId) {
    if (!/^\d+$/.test(postId)) throw badRequest('Invalid post id.');
    const post = await findBlogPost(db, blog.id, Number(postId), viewerUserId);
    if (!post) throw notFound("That post doesn't exist anymore.");
    rows = [post];
  } else {
    const tag = query.tag === undefined ? undefined : normaliseTag(query.tag);
    if (query.tag !== undefined && !tag) throw badRequest('Choose a tag.');
    rows = await listBlogPosts(db, {
      blogId: blog.id,
      viewerUserId,
      viewerOwnsBlog: blog.owner_user_id === viewerUserId,
      ...(tag ? { tag } : {}),
      limit,
      offset,
    });
  }
  const page = rows.slice(0, limit);
  return {
    posts: await mapPosts(db, page, auth),
    tumblelog: await blogFor(db, auth, blog),
    next_offset: !postId && rows.length > limit ? offset + limit : null,
  };
}

/** The blog popover (spec 3 §7 GET /svc/tumblelog_popover/{name}): the header data and its highlighted posts. */
export async function blogPopover(db: Executor, auth: Auth | null, name: string): Promise<BlogPopoverResponse> {
  const blog = await findBlogOr404(db, name, auth);
  const rows = await listHighlightedPosts(db, blog.id, BLOG_POPOVER.highlightedWindow, BLOG_POPOVER.highlightedLimit);
  return {
    tumblelog: await blogFor(db, auth, blog),
    highlighted_posts: rows.map((row) => toHighlightedPost(row, blog.name)),
  };
}
