import type { PostRow } from '../db/types';
import type { Executor } from './executor';
import { visibleTo } from './visible-posts';

export interface BlogPostsQuery {
  blogId: number;
  /** The signed-in viewer (null for a visitor). */
  viewerUserId: number | null;
  /** The viewer owns the blog: its private posts are listed too. */
  viewerOwnsBlog: boolean;
  /** Only posts with this (normalised) tag. */
  tag?: string;
  limit: number;
  offset: number;
}

/**
 * A blog's page of posts, newest first: published ones, and the owner's private ones for the owner
 * (drafts and the queue have pages of their own). One more row than `limit` tells there is a next page.
 */
export function listBlogPosts(db: Executor, q: BlogPostsQuery): Promise<PostRow[]> {
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('blog_id', '=', q.blogId)
    .where('state', 'in', q.viewerOwnsBlog ? ['published', 'private'] : ['published']);
  if (q.tag) query = query.where('posts.id', 'in', db.selectFrom('post_tags').select('post_id').where('tag', '=', q.tag));
  return query
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .offset(q.offset)
    .execute();
}

/** One post of a blog, when the viewer may see it (its owner sees it in any state). */
export function findBlogPost(
  db: Executor,
  blogId: number,
  postId: number,
  viewerUserId: number | null,
): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('posts.id', '=', postId)
    .where('posts.blog_id', '=', blogId)
    .where(visibleTo(viewerUserId))
    .executeTakeFirst();
}

/**
 * A blog's highlighted posts (the blog popover's strip): among its `window` latest published posts,
 * the `limit` with the most notes, the newer first on a tie. Published only, whoever asks: the strip
 * is the blog as everyone sees it, so its owner's private posts, drafts and queue never appear.
 */
export function listHighlightedPosts(db: Executor, blogId: number, window: number, limit: number): Promise<PostRow[]> {
  const latest = db
    .selectFrom('posts')
    .select('id')
    .where('blog_id', '=', blogId)
    .where('state', '=', 'published')
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(window);
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', 'in', latest)
    .orderBy('note_count', 'desc')
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
