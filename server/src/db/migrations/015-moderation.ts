import { sql, type Kysely } from 'kysely';

// Issue 10 item 11, moderation (server/README.md "Moderation"; spec 1 §6, §7):
// - users.is_admin: may use the five toggles. The oldest account of an existing database becomes
//   the admin (new databases: the first account created, repositories/users insertUser); the
//   command line grants and revokes it (npm run admin -w @dash/server).
// - blogs.is_spam, is_nsfw, is_adult, is_uniblock, is_suspended: the flags, off.
// - Partial indexes of the few flagged blogs: a feed's per-row "is its blog flagged?" is a seek in a
//   tiny index, and a search's list of flagged blogs a handful of entries, never every blog.
// - moderation_log: who changed which flag of which blog to what, and when. No foreign keys: the
//   record outlives the blog and the admin's account (names are kept as they were).
// Only ADD COLUMN on blogs and users: no table is rebuilt, so migration 008's triggers stay.
// Migrations are history: never edit this file once landed.

const FLAG_COLUMNS = ['is_spam', 'is_nsfw', 'is_adult', 'is_uniblock', 'is_suspended'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE users SET is_admin = 1 WHERE id = (SELECT min(id) FROM users)`.execute(db);
  for (const column of FLAG_COLUMNS)
    await db.schema
      .alterTable('blogs')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await sql`CREATE INDEX blogs_suspended ON blogs (id, owner_user_id) WHERE is_suspended = 1`.execute(db);
  await sql`CREATE INDEX blogs_spam_or_suspended ON blogs (id, owner_user_id) WHERE is_spam = 1 OR is_suspended = 1`.execute(db);
  await sql`CREATE INDEX blogs_nsfw_or_adult ON blogs (id) WHERE is_nsfw = 1 OR is_adult = 1`.execute(db);
  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // null: the command line (npm run admin).
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'text')
    // The blog of a flag change; null for an admin grant or revoke.
    .addColumn('blog_id', 'integer')
    .addColumn('blog_name', 'text')
    // The account of an admin grant or revoke; null for a flag change.
    .addColumn('user_id', 'integer')
    // spam | nsfw | adult | uniblock | suspended | admin
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_log_blog').on('moderation_log').columns(['blog_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moderation_log').ifExists().execute();
  for (const index of ['blogs_nsfw_or_adult', 'blogs_spam_or_suspended', 'blogs_suspended'])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of [...FLAG_COLUMNS].reverse()) await db.schema.alterTable('blogs').dropColumn(column).execute();
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
}
