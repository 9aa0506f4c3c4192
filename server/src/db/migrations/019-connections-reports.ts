import { sql, type Kysely } from 'kysely';

// Issue 11 item 2 (server/README.md "Mail, outbox and reports"):
// - users.twitter_username, users.facebook_name: the accounts a user connects in /settings/account.
//   No network is called: the names are stored and make the share panel offer its Twitter and Facebook
//   subviews (share data's twitter_username / has_facebook; POST /svc/facebook_status). Null: none.
// - abuse_reports: what the /abuse form sends (POST /svc/abuse): a post, a blog or a message, the
//   reason and the details. The reported thing's words are copied (`excerpt`) so an admin reads what
//   was reported even after it is edited or deleted. No foreign keys: a report outlives the accounts.
// - outbox(id) is its primary key already: the admin's newest-first pages seek it.
// Only ADD COLUMN on users (no table rebuilt, migration 008's triggers stay). Numbered 019 (018 is
// another change's). Migrations are history: never edit this file once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('twitter_username', 'text').execute();
  await db.schema.alterTable('users').addColumn('facebook_name', 'text').execute();
  await db.schema
    .createTable('abuse_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('reporter_user_id', 'integer', (c) => c.notNull())
    .addColumn('reporter_name', 'text', (c) => c.notNull())
    // post | blog | message
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    // The post's id, the blog's name or the message's id, as the form's address carried it.
    .addColumn('subject_id', 'text', (c) => c.notNull())
    // The blog the reported post or message belongs to (the blog itself in blog mode).
    .addColumn('blog_name', 'text')
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // One report per reporter and thing: a second submit updates nothing and answers the same thanks.
  await sql`CREATE UNIQUE INDEX abuse_reports_once ON abuse_reports (reporter_user_id, subject_kind, subject_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('abuse_reports').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('facebook_name').execute();
  await db.schema.alterTable('users').dropColumn('twitter_username').execute();
}
