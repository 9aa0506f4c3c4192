import { sql, type Kysely } from 'kysely';

// Issue 10 item 10, the guided tour (spec 3 §2 screen 19; server/README.md "Guided tour"):
// users.tour_done, set by POST /svc/tour/done when the tour is finished or skipped, so it shows once.
// Accounts that exist when this lands have used the dashboard already: they get 1 and are not toured;
// accounts created afterwards get the column's default, 0. Only ADD COLUMN (no table rebuilt, migration
// 008's triggers stay). Numbered 016 (015 is another change's). Never edit this file once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('tour_done', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE users SET tour_done = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('tour_done').execute();
}
