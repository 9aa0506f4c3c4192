import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../postgres';

/** Advisory lock keys (one per job that must run once across instances). */
export const ADVISORY_LOCKS = {
  /** db/seed seedIfEmpty: the demo world on first start. */
  seed: 1_201_001,
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
