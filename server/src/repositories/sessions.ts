import { rawQuery } from '../db/dialect';
import type { SessionRow, UserRow } from '../db/types';
import { readRows, readRowsNow } from '../db/read-now';
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

// Written out once (no query building per request): every signed-in request runs it.
const LIVE_SESSION_WITH_USER = `SELECT s.id AS s_id, s.current_blog_id AS s_current_blog_id, s.created_at AS s_created_at,
  s.expires_at AS s_expires_at, u.* FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = ? AND s.expires_at > ?`;

type SessionUserRow = UserRow & { s_id: number; s_current_blog_id: number | null; s_created_at: number; s_expires_at: number };
export type SessionWithUser = { session: SessionRow; user: UserRow };

const liveSessionQuery = (db: Executor, tokenHash: string, now: number) =>
  rawQuery<SessionUserRow>(db, LIVE_SESSION_WITH_USER, [tokenHash, now]);

function toSessionWithUser(tokenHash: string, row: SessionUserRow | undefined): SessionWithUser | undefined {
  if (!row) return undefined;
  const { s_id, s_current_blog_id, s_created_at, s_expires_at, ...user } = row;
  return {
    session: {
      id: s_id,
      token_hash: tokenHash,
      user_id: user.id,
      current_blog_id: s_current_blog_id,
      created_at: s_created_at,
      expires_at: s_expires_at,
    },
    user,
  };
}

/**
 * A live session and its user in one statement (the sessions_token_hash index, then the user's
 * primary key): what the auth hook reads for every request that carries a session cookie. Read
 * from the database every time, so a logout or a password change ends a session at once on every
 * server instance.
 */
export async function findLiveSessionWithUser(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<SessionWithUser | undefined> {
  const rows = await readRows<SessionUserRow>(db, liveSessionQuery(db, tokenHash, now));
  return toSessionWithUser(tokenHash, rows[0]);
}

/**
 * The same read run at once (db/read-now), for the auth hook: the session and user, or null when
 * there is no live session; undefined when it cannot run now (then findLiveSessionWithUser).
 */
export function findLiveSessionWithUserNow(db: Executor, tokenHash: string, now: number): SessionWithUser | null | undefined {
  const rows = readRowsNow<SessionUserRow>(db, liveSessionQuery(db, tokenHash, now));
  return rows && (toSessionWithUser(tokenHash, rows[0]) ?? null);
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
