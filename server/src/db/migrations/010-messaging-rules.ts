import { sql, type Kysely } from 'kysely';

// Issue 9, the messaging rules and calls (server/README.md **Messaging**):
// - blogs.messages_from_followed_only: the blog takes messages only from blogs its owner follows (428); off.
// - users.has_seen_messaging_tutorial: POST /svc/conversations/tutorial_seen.
// - conversations.created_by_blog_id (+ index with created_at): the daily limit on new conversations (429).
// - conversation_participants.is_blurred_images: blurred images per participant's view (the unblur flag);
//   backfilled from the conversation's own column. Only ADD COLUMN: the table is not rebuilt, so
//   migration 008's poll_counters triggers stay as they are (they fire on unread_count and blog_id only).
// - conversation_flags: spam and unblur flags, as recorded.
// Migrations are history: never edit this file once landed, add 011-... instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('messages_from_followed_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('has_seen_messaging_tutorial', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('conversations').addColumn('created_by_blog_id', 'integer').execute();
  await db.schema
    .createIndex('conversations_created_by')
    .on('conversations')
    .columns(['created_by_blog_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('conversation_participants')
    .addColumn('is_blurred_images', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE conversation_participants SET is_blurred_images = 1
    WHERE conversation_id IN (SELECT id FROM conversations WHERE is_blurred_images = 1)`.execute(db);
  await db.schema
    .createTable('conversation_flags')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // No foreign key on the conversation: a spam report outlives the conversation it names.
    .addColumn('conversation_id', 'integer', (c) => c.notNull())
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    /** JSON array of the flagged blogs' ids (spam). */
    .addColumn('flagged_blog_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversation_flags_conversation').on('conversation_flags').column('conversation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conversation_flags').ifExists().execute();
  await db.schema.dropIndex('conversations_created_by').ifExists().execute();
  await db.schema.alterTable('conversation_participants').dropColumn('is_blurred_images').execute();
  await db.schema.alterTable('conversations').dropColumn('created_by_blog_id').execute();
  await db.schema.alterTable('users').dropColumn('has_seen_messaging_tutorial').execute();
  await db.schema.alterTable('blogs').dropColumn('messages_from_followed_only').execute();
}
