import { sql, type Kysely } from 'kysely';

// The dashboard's walk over the newest published posts (issue 8, repositories/dashboard-window):
// the published posts in (timestamp, id) order with the two columns the walk filters on, so it reads
// the index alone instead of each post's row. Partial (published only), so no statement that may
// also read other states can use it. Migrations are history: never edit this file once landed, add
// 010-... instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX posts_published_walk ON posts (timestamp, id, blog_id, reblogged_from_blog_id) WHERE state = 'published'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_published_walk').ifExists().execute();
}
