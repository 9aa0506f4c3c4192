import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database';
import { countRequest, deleteEndedRateLimits } from '../../repositories/rate-limits';

/** How often an instance deletes the rows whose window has ended (at most once this often). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store in the database (issue 12: several instances on one database count
 * together; migration 022). Like the plugin's own stores, each route counts on its own: a route's
 * child store prefixes its keys with the route's method and URL. `continueExceeding` and
 * `exponentialBackoff` are not supported (no route uses them).
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private static lastSweep = new WeakMap<object, number>();

  constructor(
    private readonly db: () => Db,
    private readonly prefix = '',
    private readonly now: () => number = Date.now,
  ) {}

  incr(key: string, callback: Callback, timeWindow?: number, _max?: number): void {
    void this.count(key, timeWindow ?? 60_000).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const db = this.db();
    const now = this.now();
    const { count, ttl } = await countRequest(db, `${this.prefix}${key}`, windowMs, now);
    const last = DatabaseRateLimitStore.lastSweep.get(db) ?? 0;
    if (now - last >= RATE_LIMIT_SWEEP_MS) {
      DatabaseRateLimitStore.lastSweep.set(db, now);
      await deleteEndedRateLimits(db, now);
    }
    return { current: count, ttl };
  }

  child(routeOptions: {
    method?: unknown;
    url?: unknown;
    routeInfo?: { method?: unknown; url?: unknown };
  }): FastifyRateLimitStore {
    const route = routeOptions.routeInfo ?? routeOptions;
    const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method ?? '');
    return new DatabaseRateLimitStore(this.db, `${method}${String(route.url ?? '')}:`, this.now);
  }
}

/** The constructor @fastify/rate-limit calls, reading the database when a request is counted. */
export function databaseRateLimitStore(db: () => Db): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
