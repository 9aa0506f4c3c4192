import { blockedBlogIdsQuery } from './blocks';
import { notFromSpamOrSuspendedBlog } from './blog-moderation';
import type { Executor } from './executor';

/** At most this many promoted posts lead a tagged page. */
export const MAX_PROMOTED_PER_TAG = 20;

/**
 * Ids of the published posts promoted in a tag, most recently promoted first, leaving out blogs
 * the viewer blocked (a subquery of blocks, so this stays one statement) and flagged blogs.
 */
export async function promotedPostIds(
  db: Executor,
  tag: string,
  blockedByUserId: number | null,
  viewerUserId: number | null,
): Promise<number[]> {
  if (!tag) return [];
  let q = db
    .selectFrom('post_promotions')
    .innerJoin('posts', 'posts.id', 'post_promotions.post_id')
    .select('posts.id')
    .where('post_promotions.tag', '=', tag)
    .where('posts.state', '=', 'published')
    // A tagged page is discovery: not from suspended or spam blogs (server/README.md "Moderation").
    .where((eb) => notFromSpamOrSuspendedBlog(eb, viewerUserId));
  if (blockedByUserId !== null) q = q.where('posts.blog_id', 'not in', blockedBlogIdsQuery(db, blockedByUserId));
  const rows = await q
    .orderBy('post_promotions.created_at', 'desc')
    .orderBy('post_promotions.id', 'desc')
    .limit(MAX_PROMOTED_PER_TAG)
    .execute();
  return rows.map((r) => r.id);
}

/** Promoted tags per post, for PostSchema.promoted_tags. */
export async function promotedTagsByPost(db: Executor, postIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .selectFrom('post_promotions')
    .select(['post_id', 'tag'])
    .where('post_id', 'in', [...new Set(postIds)])
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(r.post_id, [...(out.get(r.post_id) ?? []), r.tag]);
  return out;
}

export async function insertPromotion(
  db: Executor,
  values: { post_id: number; tag: string; blog_id: number; created_at: number },
) {
  await db
    .insertInto('post_promotions')
    .values(values)
    .onConflict((oc) => oc.columns(['post_id', 'tag']).doNothing())
    .execute();
}

export async function deletePromotion(db: Executor, postId: number, tag: string): Promise<number> {
  const res = await db.deleteFrom('post_promotions').where('post_id', '=', postId).where('tag', '=', tag).executeTakeFirst();
  return Number(res.numDeletedRows);
}
