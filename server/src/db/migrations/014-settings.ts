import type { Kysely } from 'kysely';

// Issue 10 item 8, the settings pages (server/README.md "Settings"):
// - blogs.twitter_send_posts, blogs.facebook_opengraph_send_posts: the blog's sharing switches
//   (spec 1 §3, set through POST /settings/save); off.
// - users.notification_settings: JSON of the notification switches that differ from the defaults
//   (shared-contracts DEFAULT_NOTIFICATION_SETTINGS); '{}' = the defaults.
// - media_owner: deleting an account finds its media rows by owner.
// Only ADD COLUMN: no table is rebuilt, so migration 008's triggers stay. Numbered 014: 013 is the
// post search's. Migrations are history: never edit this file once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('twitter_send_posts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('facebook_opengraph_send_posts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notification_settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('media_owner').on('media').column('owner_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_owner').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('notification_settings').execute();
  await db.schema.alterTable('blogs').dropColumn('facebook_opengraph_send_posts').execute();
  await db.schema.alterTable('blogs').dropColumn('twitter_send_posts').execute();
}
