import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../postgres';

/** Advisory lock keys (one per job that must run once across instances). */
export const ADVISORY_LOCKS = {
  /** db/seed seedIfEmpty: the demo world on first start. */
  seed: 1_201_001,
  /** services/messaging sendMessage: a new conversation, per participant blog. */
  newConversation: 1_201_002,
} as const;

/**
 * Runs `task` while holding a PostgreSQL session advisory lock (issue 12): instances starting together
 * on one database take turns, so the second one sees what the first did (e.g. a seeded world). The
 * task gets the database to use: on PostgreSQL the connection that holds the lock (so a pool of one
 * is enough); on SQLite, where one process owns its file, the database itself.
 */
export async function withAdvisoryLock<D, T>(db: Kysely<D>, key: number, task: (db: Kysely<D>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return task(db);
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${key})`.execute(connection);
    try {
      return await task(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * Inside a transaction: holds PostgreSQL transaction advisory locks on (`key`, id) for each id, taken
 * in ascending order so two transactions locking overlapping sets never deadlock; released when the
 * transaction ends. Nothing on SQLite, where the one writer already serialises transactions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function lockForTransaction(trx: Kysely<any>, key: number, ids: readonly number[]): Promise<void> {
  if (!isPostgres(trx)) return;
  for (const id of [...new Set(ids)].sort((a, b) => a - b))
    await sql`SELECT pg_advisory_xact_lock(${key}::int, ${id}::int)`.execute(trx);
}
