import type { Kysely } from 'kysely';

// POST /svc/settings/dashboard: users.messaging_multiple_windows, the user's choice to keep several
// conversation windows open side by side (spec 2 §1 "a setting"); off by default, as before. The
// sounds preference (users.is_sounds_enabled) exists since 001. Only ADD COLUMN: the table is not rebuilt.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('messaging_multiple_windows', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('messaging_multiple_windows').execute();
}
