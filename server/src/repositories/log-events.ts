import { sql } from 'kysely';
import type { Executor } from './executor';

export interface LogEventRow {
  received_at: number;
  user_id: number | null;
  log_key: string;
  name: string;
  /** UTC, YYYY-MM-DD. */
  day: string;
  uuid: string | null;
  /** The event as received, JSON. */
  event: string;
}

/** Stores events; one whose uuid is stored already (a beacon sent twice) is skipped. Answers how many were new. */
export async function insertLogEvents(db: Executor, rows: readonly LogEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('log_events')
    .values([...rows])
    .onConflict((oc) => oc.column('uuid').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export interface LogEventCountRow {
  day: string;
  log_key: string;
  name: string;
  count: number;
}

/** Counts by day, intake and event name, for the days from `fromDay` on (index log_events_day_name). */
export function countLogEventsSince(db: Executor, fromDay: string): Promise<LogEventCountRow[]> {
  return db
    .selectFrom('log_events')
    .select(['day', 'log_key', 'name', sql<number>`count(*)`.as('count')])
    .where('day', '>=', fromDay)
    .groupBy(['day', 'log_key', 'name'])
    .execute();
}
