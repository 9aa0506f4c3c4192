import { sql, type Kysely } from 'kysely';
import { isPostgres } from './index';

/**
 * The poll's read (repositories/poll-counters.ts): a live session, its user and the user's unread
 * message counts as JSON { "<mention_key>": { "<conversation_id>": unread } }.
 * - SQLite reads the JSON that migration 008's triggers keep in poll_counters (one writer).
 * - PostgreSQL computes it here, from the participants' unread counts (several writers: see
 *   migrations/postgres/008-poll-counters.ts); the same JSON, always exact.
 */
const SQLITE = `SELECT u.id AS user_id, u.is_verified_email, u.polling_token, c.unread_messages
  FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN poll_counters c ON c.user_id = u.id
  WHERE s.token_hash = ? AND s.expires_at > ?`;

/** The JSON of user `u` on PostgreSQL. */
const UNREAD_JSON = `(
    SELECT COALESCE(jsonb_object_agg(b.mention_key, (
      SELECT COALESCE(jsonb_object_agg(cp.conversation_id::text, cp.unread_count), '{}'::jsonb)
      FROM conversation_participants cp WHERE cp.blog_id = b.id AND cp.unread_count > 0
    )), '{}'::jsonb)::text
    FROM blogs b WHERE b.owner_user_id = u.id
  )`;

const POSTGRES = `SELECT u.id AS user_id, u.is_verified_email, u.polling_token, ${UNREAD_JSON} AS unread_messages
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = ? AND s.expires_at > ?`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const pollCountersSql = (db: Kysely<any>): string => (isPostgres(db) ? POSTGRES : SQLITE);

/** Removes a user's stored counters (account removal); PostgreSQL stores none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function deleteStoredPollCounters(db: Kysely<any>, userId: number): Promise<void> {
  if (!isPostgres(db)) await db.deleteFrom('poll_counters').where('user_id', '=', userId).execute();
}

/** Every user's counters as the poll reads them: stored (SQLite) or computed (PostgreSQL). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function allPollCounters(db: Kysely<any>): Promise<{ user_id: number; unread_messages: string }[]> {
  if (!isPostgres(db))
    return (
      await sql<{
        user_id: number;
        unread_messages: string;
      }>`SELECT user_id, unread_messages FROM poll_counters ORDER BY user_id`.execute(db)
    ).rows;
  const rows = await sql<{
    user_id: number;
    unread_messages: string;
  }>`SELECT u.id AS user_id, ${sql.raw(UNREAD_JSON)} AS unread_messages
    FROM users u ORDER BY u.id`.execute(db);
  return rows.rows;
}
