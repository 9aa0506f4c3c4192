import type { Kysely } from 'kysely';

// Issue 12 item 2, several instances on one database: @fastify/rate-limit's counts live here instead
// of each process's memory, so N instances allow what one does. One row per limited key (the route's
// prefix and the route's own key: an address, a user, a session): when its window started (ms), how
// long the window is (ms, so expired rows can be found whatever the route), and how many requests it
// counted. Rows are upserted atomically (INSERT … ON CONFLICT DO UPDATE … RETURNING, on both
// databases) and expired ones swept (repositories/rate-limits.ts). Written once for both databases.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('window_ms', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
