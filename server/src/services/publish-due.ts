import type { Db } from '../db/database';
import { nowSeconds } from '../lib/time';
import { claimDuePost, findDuePosts, updatePost } from '../repositories/posts';
import { notifyMentions } from './mentions';

/**
 * Publishes every scheduled post whose time has come; returns how many this call published. Each post
 * is claimed in its own transaction (repositories/posts claimDuePost), so instances running this at
 * once on one database publish each post once: a post another instance holds or has just published
 * is skipped.
 */
export async function publishDuePosts(db: Db, now = nowSeconds()): Promise<number> {
  const due = await findDuePosts(db, now);
  let published = 0;
  for (const candidate of due) {
    const done = await db.transaction().execute(async (trx) => {
      const post = await claimDuePost(trx, candidate.id, now);
      if (!post) return false;
      await updatePost(trx, post, { state: 'published', timestamp: post.publish_on ?? now, updated_at: now });
      await notifyMentions(trx, post.id, now);
      return true;
    });
    if (done) published += 1;
  }
  return published;
}
