import type { Kysely } from 'kysely';

// The notes of an original (issue 10, "N notes") count and list every reblog in its tree
// (`posts.root_id = ?` among published posts). Without an index that read every post. Migrations are
// history: never edit this file once landed, add 018-... instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('posts_root_state').on('posts').columns(['root_id', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_root_state').ifExists().execute();
}
