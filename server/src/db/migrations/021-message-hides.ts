import type { Kysely } from 'kysely';

// Message controls (spec 3 §2 screen 13, issue 11): "Delete" removes one message for the blog that
// deletes it, not for the others in the conversation. One row per (message, blog) hides it from that
// blog's reads; the message itself stays for everyone else. Deleting the message (or its conversation)
// deletes the rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_hides')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('blog_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_hides_pk', ['blog_id', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_hides').ifExists().execute();
}
