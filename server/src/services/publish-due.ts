import type { Db } from '../db/database';
import { nowSeconds } from '../lib/time';
import { findDuePosts, updatePost } from '../repositories/posts';
import { notifyMentions } from './mentions';

/** Publishes every scheduled post whose time has come; returns how many went out. */
export async function publishDuePosts(db: Db, now = nowSeconds()): Promise<number> {
  const due = await findDuePosts(db, now);
  for (const post of due) {
    await db.transaction().execute(async (trx) => {
      await updatePost(trx, post, { state: 'published', timestamp: post.publish_on ?? now, updated_at: now });
      await notifyMentions(trx, post.id, now);
    });
  }
  return due.length;
}
