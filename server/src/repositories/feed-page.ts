import { sql } from 'kysely';
import type { PostRow } from '../db/types';
import type { Executor } from './executor';

/** A post row with the viewer's relation to it, read in the same statement (issue 8: no per-page lookups). */
export interface PostWithViewer extends PostRow {
  v_mine: number;
  v_following: number;
  v_liked: number;
  v_reblogged: number;
  /** JSON array of the tags the post is promoted in, in promotion order. */
  v_promoted: string;
}

/**
 * The rows of these posts (any order) with, per row: is it one of the viewer's blogs, do they follow
 * its blog, did they like it, did one of their blogs reblog it, and its promoted tags. One statement;
 * each column is a lookup on an index (likes and follows primary keys, blogs_owner,
 * posts_reblogged_from, post_promotions_post_tag) made only for the rows of the page.
 */
export function postsWithViewer(db: Executor, ids: readonly number[], viewerUserId: number | null): Promise<PostWithViewer[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const viewer = viewerUserId ?? -1;
  const ownBlogs = sql`(SELECT b.id FROM blogs b WHERE b.owner_user_id = ${viewer})`;
  return db
    .selectFrom('posts')
    .selectAll('posts')
    .select([
      sql<number>`posts.blog_id IN ${ownBlogs}`.as('v_mine'),
      sql<number>`EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ${viewer} AND f.blog_id = posts.blog_id)`.as('v_following'),
      sql<number>`EXISTS (SELECT 1 FROM likes l WHERE l.user_id = ${viewer} AND l.post_id = posts.id)`.as('v_liked'),
      sql<number>`EXISTS (SELECT 1 FROM posts r WHERE r.reblogged_from_post_id = posts.id AND r.blog_id IN ${ownBlogs})`.as(
        'v_reblogged',
      ),
      sql<string>`(SELECT json_group_array(pp.tag) FROM (SELECT tag FROM post_promotions WHERE post_id = posts.id ORDER BY id) pp)`.as(
        'v_promoted',
      ),
    ])
    .where('posts.id', 'in', [...new Set(ids)])
    .execute();
}
