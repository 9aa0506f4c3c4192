import { rawQuery } from '../db/dialect';
import { pollCountersSql } from '../db/dialect/poll-counters';
import { readRows, readRowsNow } from '../db/read-now';
import type { Executor } from './executor';

/** What the poll needs of a session, with its user's precomputed counters (migration 008). */
export interface PollCountersRow {
  user_id: number;
  is_verified_email: number;
  polling_token: string;
  /** JSON { "<mention_key>": { "<conversation_id>": unread count } } over every blog the user owns. */
  unread_messages: string | null;
}

// Written out once (no query building per request): the poll is the most frequent request of all.
const pollCountersQuery = (db: Executor, tokenHash: string, now: number) =>
  rawQuery<PollCountersRow>(db, pollCountersSql(db), [tokenHash, now]);

/**
 * The poll's one indexed read: the live session of this token hash (its unique index), its user
 * and the user's counters (both by primary key). Undefined when the session is missing or expired.
 */
export async function findPollCounters(db: Executor, tokenHash: string, now: number): Promise<PollCountersRow | undefined> {
  const rows = await readRows<PollCountersRow>(db, pollCountersQuery(db, tokenHash, now));
  return rows[0];
}

/**
 * The same read run at once (db/read-now), for the poll, the most frequent request: the row, or
 * null when the session is missing or expired; undefined when it cannot run now (the connection is
 * held, or `db` is a transaction): then findPollCounters.
 */
export function findPollCountersNow(db: Executor, tokenHash: string, now: number): PollCountersRow | null | undefined {
  const rows = readRowsNow<PollCountersRow>(db, pollCountersQuery(db, tokenHash, now));
  return rows && (rows[0] ?? null);
}
