import type { Kysely, SelectQueryBuilder } from 'kysely';
import { isPostgres } from '../postgres';

/**
 * Claiming rows for work that must run once across instances (issue 12: the scheduled-post publisher).
 * - PostgreSQL: `FOR UPDATE SKIP LOCKED` inside the claiming transaction. The rows are locked until it
 *   ends, and another instance's claim skips them instead of waiting; once it commits, the claim's
 *   own condition (e.g. state = 'scheduled') no longer holds for them.
 * - SQLite: one writer already serialises transactions (and has no FOR UPDATE): the query stays as is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema and query
export function skipLockedRows<DB, TB extends keyof DB, O>(db: Kysely<any>, query: SelectQueryBuilder<DB, TB, O>) {
  return isPostgres(db) ? query.forUpdate().skipLocked() : query;
}

/**
 * A row read to be changed from what it holds (read, compute, write) in one transaction: on
 * PostgreSQL `FOR UPDATE`, so a second instance's transaction waits and then reads the first one's
 * result; on SQLite the one writer already serialises the two.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema and query
export function lockedRows<DB, TB extends keyof DB, O>(db: Kysely<any>, query: SelectQueryBuilder<DB, TB, O>) {
  return isPostgres(db) ? query.forUpdate() : query;
}
