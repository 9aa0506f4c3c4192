import type { Executor } from './executor';

/** A key's count in its current window (migration 022). */
export interface RateLimitCount {
  count: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

/**
 * Counts one request for `key` in one atomic statement, the same on SQLite and PostgreSQL: a new key
 * starts a window at 1; a key whose window has ended starts a new one at 1; otherwise the count goes
 * up by one. INSERT … ON CONFLICT DO UPDATE … RETURNING takes the row's lock on PostgreSQL, so
 * requests counted at once by several instances each get their own number.
 */
export async function countRequest(db: Executor, key: string, windowMs: number, now: number): Promise<RateLimitCount> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, window_ms: windowMs, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb(
          eb('rate_limits.window_start', '+', eb.ref('rate_limits.window_ms')),
          '<=',
          eb.ref('excluded.window_start'),
        );
        return {
          count: eb
            .case()
            .when(ended)
            .then(eb.lit(1))
            .else(eb('rate_limits.count', '+', eb.lit(1)))
            .end(),
          window_start: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_start'))
            .else(eb.ref('rate_limits.window_start'))
            .end(),
          window_ms: eb.ref('excluded.window_ms'),
        };
      }),
    )
    .returning(['count', 'window_start', 'window_ms'])
    .executeTakeFirstOrThrow();
  return { count: row.count, ttl: Math.max(0, row.window_start + row.window_ms - now) };
}

/** Deletes the rows whose window has ended (a new request starts a new window anyway). */
export async function deleteEndedRateLimits(db: Executor, now: number): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) => eb(eb('window_start', '+', eb.ref('window_ms')), '<=', now))
    .execute();
}
