import type { LogEventRequest, LogKey } from '@dash/shared-contracts';
import { insertLogEvents, type LogEventRow } from '../../repositories/log-events';
import type { Executor } from '../../repositories/executor';

/** The UTC day (YYYY-MM-DD) of a time in seconds. */
export const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * Stores a checked batch (LogEventsRequestSchema) that arrived at the `logKey` intake. The intake
 * decides the stored log_key (an event sent to the wrong intake is stored where it arrived); the day
 * is the server's receiving day, not the client's clock. Answers how many were new.
 */
export function storeLogEvents(
  db: Executor,
  logKey: LogKey,
  events: readonly LogEventRequest[],
  who: { userId: number | null; now: number },
): Promise<number> {
  const day = utcDay(who.now);
  const rows: LogEventRow[] = events.map((e) => ({
    received_at: who.now,
    user_id: who.userId,
    log_key: logKey,
    name: e.event,
    day,
    uuid: e.uuid,
    event: JSON.stringify({ ...e, log_key: logKey }),
  }));
  return insertLogEvents(db, rows);
}
