import { rawQuery } from '../db/dialect';
import type { PostRow } from '../db/types';
import type { Executor } from './executor';

/**
 * A post row with the viewer's relation to it and the blogs it names (its blog, the blog it was
 * reblogged from, the asker), read in the same statement (issue 8: no per-page lookups).
 */
export interface PostWithViewer extends PostRow {
  b_name: string | null;
  b_uuid: string | null;
  b_title: string | null;
  b_avatar: string | null;
  rb_name: string | null;
  rb_uuid: string | null;
  rb_title: string | null;
  rb_avatar: string | null;
  ab_name: string | null;
  ab_uuid: string | null;
  ab_title: string | null;
  ab_avatar: string | null;
  v_mine: number;
  v_following: number;
  v_liked: number;
  v_reblogged: number;
  /** JSON array of the tags the post is promoted in, in promotion order. */
  v_promoted: string;
  /** How many earlier versions the post keeps (0 when never edited: not counted then). */
  v_versions: number;
  /** A reblog's root's edited_at (null for originals and unedited roots). */
  v_root_edited_at: number | null;
}

// Written out once (no query building per page; one prepared statement whatever the page's length):
// the page's ids arrive as one JSON array parameter.
const POSTS_WITH_VIEWER = `SELECT posts.*,
  b.owner_user_id = ? AS v_mine,
  EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ? AND f.blog_id = posts.blog_id) AS v_following,
  EXISTS (SELECT 1 FROM likes l WHERE l.user_id = ? AND l.post_id = posts.id) AS v_liked,
  EXISTS (SELECT 1 FROM posts r JOIN blogs rob ON rob.id = r.blog_id
    WHERE r.reblogged_from_post_id = posts.id AND rob.owner_user_id = ?) AS v_reblogged,
  CASE WHEN EXISTS (SELECT 1 FROM post_promotions WHERE post_id = posts.id)
    THEN (SELECT json_group_array(pp.tag) FROM (SELECT tag FROM post_promotions WHERE post_id = posts.id ORDER BY id) pp)
    ELSE '[]' END AS v_promoted,
  CASE WHEN posts.edited_at IS NULL THEN 0
    ELSE (SELECT count(*) FROM post_versions pv WHERE pv.post_id = posts.id) END AS v_versions,
  (SELECT rp.edited_at FROM posts rp WHERE rp.id = posts.root_id AND posts.root_id <> posts.id) AS v_root_edited_at,
  b.name AS b_name, b.uuid AS b_uuid, b.title AS b_title, b.avatar AS b_avatar,
  rb.name AS rb_name, rb.uuid AS rb_uuid, rb.title AS rb_title, rb.avatar AS rb_avatar,
  ab.name AS ab_name, ab.uuid AS ab_uuid, ab.title AS ab_title, ab.avatar AS ab_avatar
FROM posts
  LEFT JOIN blogs b ON b.id = posts.blog_id
  LEFT JOIN blogs rb ON rb.id = posts.reblogged_from_blog_id
  LEFT JOIN blogs ab ON ab.id = posts.asking_blog_id
WHERE posts.id IN (SELECT value FROM json_each(?))`;

/**
 * The rows of these posts (any order) with, per row: is it one of the viewer's blogs, do they follow
 * its blog, did they like it, did one of their blogs reblog it, its promoted tags, and the name,
 * uuid, title and avatar of the blogs it names. One statement; each column is a lookup on an index
 * (blogs by id, likes and follows primary keys, posts_reblogged_from, post_promotions_post_tag) made
 * only for the rows of the page (the version count only for edited posts, the root's edit time only
 * for reblogs: a primary-key lookup). No list is built first: an `IN (the viewer's blogs)` list cost
 * SQLite more to set up than the lookups.
 */
export async function postsWithViewer(
  db: Executor,
  ids: readonly number[],
  viewerUserId: number | null,
): Promise<PostWithViewer[]> {
  if (ids.length === 0) return [];
  const viewer = viewerUserId ?? -1;
  const { rows } = await db.executeQuery<PostWithViewer>(
    rawQuery(db, POSTS_WITH_VIEWER, [viewer, viewer, viewer, viewer, JSON.stringify([...new Set(ids)])]),
  );
  return rows;
}
