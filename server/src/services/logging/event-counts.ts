import type { AdminEventCount, AdminEventsResponse, LogKey } from '@dash/shared-contracts';
import { notFound } from '../../lib/app-error';
import { DAY_SECONDS } from '../../lib/time';
import { countLogEventsSince } from '../../repositories/log-events';
import type { Executor } from '../../repositories/executor';
import type { Auth } from '../../types/fastify';
import { isAdmin } from '../moderation/blog-access';
import { utcDay } from './log-intake';

/** The admins' pages and calls do not exist for anyone else (404, not 403). */
export function requireAdminOr404(auth: Auth): void {
  if (!isAdmin(auth)) throw notFound();
}

/**
 * GET /svc/admin/events: the events stored over the last `days` UTC days (today included), counted
 * by intake, event and day, most frequent first. Admins only: anyone else is told it does not exist.
 */
export async function adminEventCounts(db: Executor, auth: Auth, days: number, now: number): Promise<AdminEventsResponse> {
  requireAdminOr404(auth);
  const dayList = Array.from({ length: days }, (_, i) => utcDay(now - i * DAY_SECONDS));
  const rows = await countLogEventsSince(db, dayList[dayList.length - 1] ?? utcDay(now));
  const byEvent = new Map<string, AdminEventCount>();
  for (const row of rows) {
    const key = `${row.log_key}\u0000${row.name}`;
    let entry = byEvent.get(key);
    if (!entry) {
      entry = { log_key: row.log_key as LogKey, event: row.name, counts: dayList.map(() => 0), total: 0 };
      byEvent.set(key, entry);
    }
    const index = dayList.indexOf(row.day);
    if (index === -1) continue;
    entry.counts[index] = Number(row.count);
    entry.total += Number(row.count);
  }
  const events = [...byEvent.values()]
    .filter((e) => e.total > 0)
    .sort((a, b) => b.total - a.total || a.event.localeCompare(b.event) || a.log_key.localeCompare(b.log_key));
  return { days: dayList, events };
}
