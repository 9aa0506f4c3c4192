import type { SessionRow } from '../db/types';
import type { Executor } from './executor';

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; currentBlogId: number | null; now: number; expiresAt: number },
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      current_blog_id: values.currentBlogId,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findLiveSession(db: Executor, tokenHash: string, now: number): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteOtherSessions(db: Executor, userId: number, keepId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepId).execute();
}

export async function setSessionBlog(db: Executor, sessionId: number, blogId: number): Promise<void> {
  await db.updateTable('sessions').set({ current_blog_id: blogId }).where('id', '=', sessionId).execute();
}

export async function deleteExpiredSessions(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
