import type { Kysely } from 'kysely';

// Issue 11 (activity): a reblog with commentary points at the reblog that carries the words
// (`new_post` of spec 3 §3), and the activity page filters by type and pages by (created_at, id).
// A post's notifications are found by post (mentions are once per post and blog; deleting a post
// removes its notifications). Migrations are history: never edit this file once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('new_post_id', 'integer').execute();
  await db.schema
    .createIndex('notifications_blog_type_ts')
    .on('notifications')
    .columns(['blog_id', 'type', 'created_at'])
    .execute();
  await db.schema.createIndex('notifications_post').on('notifications').column('post_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_post').ifExists().execute();
  await db.schema.dropIndex('notifications_blog_type_ts').ifExists().execute();
  await db.schema.alterTable('notifications').dropColumn('new_post_id').execute();
}
