import type { Kysely } from 'kysely';

// Leaving a conversation (DELETE /svc/conversations/messages, a spam flag) used to delete the
// participant's row, so the others' next messages went to a conversation without them and never
// arrived. A participant who leaves now keeps a row marked `left_at`: the inbox skips it, and the
// next message from someone else brings them back, showing only what came after `history_from`
// (the conversation's last_modified_ts when they left). Columns only: migration 008's triggers on
// unread_count are untouched (leaving zeroes the count with an UPDATE).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversation_participants').addColumn('left_at', 'integer').execute();
  await db.schema
    .alterTable('conversation_participants')
    .addColumn('history_from', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Those who had left are gone again, as before this migration.
  await db
    .deleteFrom('conversation_participants' as never)
    .where('left_at' as never, 'is not', null)
    .execute();
  await db.schema.alterTable('conversation_participants').dropColumn('history_from').execute();
  await db.schema.alterTable('conversation_participants').dropColumn('left_at').execute();
}
