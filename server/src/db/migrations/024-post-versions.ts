import { sql, type Kysely } from 'kysely';

// Issue 13 "Edit history" (server/README.md "Edit history"): each edit of a published post that
// changes its words, media or tags keeps what the post was before, in the edit's transaction.
// - post_versions: one earlier version per row: the post's content (JSON, as posts.content stores it,
//   with its media, captions and alt text) and tags (JSON array) as they were, when that version
//   began (`started_at`: the publication or the edit that made it) and when the next edit replaced
//   it (`replaced_at`). Deleting the post deletes its versions (ON DELETE CASCADE); the owner may
//   delete one version (DELETE /svc/post/versions).
// - posts.edited_at: when the post was last edited after it was published (null: never). Kept on the
//   post, not counted from post_versions, so a feed reads it with the row and the mark stays true
//   after the owner deletes old versions; reblogs compare it with their own creation time.
// Only ADD COLUMN on posts (no table rebuilt; migration 008's and 013's triggers stay). Written once
// for SQLite and PostgreSQL (an autoincrement key is a bigserial there: db/postgres.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('edited_at', 'integer').execute();
  await db.schema
    .createTable('post_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('replaced_at', 'integer', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX post_versions_post ON post_versions (post_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_versions').ifExists().execute();
  await db.schema.alterTable('posts').dropColumn('edited_at').execute();
}
