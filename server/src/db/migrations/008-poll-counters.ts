import { sql, type Kysely } from 'kysely';

// Precomputed poll answers (issue 8): per user, the unread message counts of every blog they own,
// as the JSON the poll answers ({ "<mention_key>": { "<conversation_id>": unread, … }, … }; a blog
// with nothing unread has {}), so GET /services/poll is one indexed read (the session, its user and
// this row by primary keys) instead of a join over blogs and conversation participants.
// Kept up to date by triggers on the writes that change it, whatever service makes them: a
// participant's unread_count (a message sent, a conversation read, a participant added or removed)
// and a blog added, removed, renamed key or moved to another owner. Migrations are history: never
// edit this file once landed, add 009-... instead.

/** The user's counters, recomputed: `userId` is an SQL expression (NEW.x, OLD.x, a subquery). */
const refresh = (userId: string) => `
  INSERT INTO poll_counters (user_id, unread_messages)
  SELECT u.id, (
    SELECT COALESCE(json_group_object(b.mention_key, json((
      SELECT COALESCE(json_group_object(CAST(cp.conversation_id AS TEXT), cp.unread_count), '{}')
      FROM conversation_participants cp WHERE cp.blog_id = b.id AND cp.unread_count > 0
    ))), '{}')
    FROM blogs b WHERE b.owner_user_id = u.id
  )
  FROM users u WHERE u.id = ${userId}
  ON CONFLICT (user_id) DO UPDATE SET unread_messages = excluded.unread_messages;`;

const ownerOf = (blogId: string) => `(SELECT owner_user_id FROM blogs WHERE id = ${blogId})`;

const TRIGGERS: Record<string, string> = {
  poll_counters_participant_insert: `AFTER INSERT ON conversation_participants WHEN NEW.unread_count > 0
    BEGIN ${refresh(ownerOf('NEW.blog_id'))} END`,
  poll_counters_participant_update: `AFTER UPDATE OF unread_count, blog_id ON conversation_participants
    WHEN OLD.unread_count IS NOT NEW.unread_count OR OLD.blog_id IS NOT NEW.blog_id
    BEGIN ${refresh(ownerOf('NEW.blog_id'))} ${refresh(ownerOf('OLD.blog_id'))} END`,
  poll_counters_participant_delete: `AFTER DELETE ON conversation_participants WHEN OLD.unread_count > 0
    BEGIN ${refresh(ownerOf('OLD.blog_id'))} END`,
  poll_counters_blog_insert: `AFTER INSERT ON blogs BEGIN ${refresh('NEW.owner_user_id')} END`,
  poll_counters_blog_update: `AFTER UPDATE OF mention_key, owner_user_id ON blogs
    BEGIN ${refresh('NEW.owner_user_id')} ${refresh('OLD.owner_user_id')} END`,
  poll_counters_blog_delete: `AFTER DELETE ON blogs BEGIN ${refresh('OLD.owner_user_id')} END`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('poll_counters')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('unread_messages', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  for (const [name, body] of Object.entries(TRIGGERS)) await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
  // Backfill: every user's counters as they stand (u.id = u.id: every user).
  await sql.raw(refresh('u.id')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(TRIGGERS)) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await db.schema.dropTable('poll_counters').ifExists().execute();
}
