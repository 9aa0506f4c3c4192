import type { Kysely } from 'kysely';

// Indexes for the feed's statements (issue 8). Migrations are history: never edit this file once
// landed, add 007-... instead.
// - posts_reblogged_from: "did one of my blogs reblog this post?" per post of a page, and a post's
//   reblogs; without it every post of the viewer's blogs was read.
// - likes_user_created: the likes page in like order, read from the index instead of sorting all of
//   the user's likes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('posts_reblogged_from').on('posts').columns(['reblogged_from_post_id', 'blog_id']).execute();
  await db.schema.createIndex('likes_user_created').on('likes').columns(['user_id', 'created_at', 'post_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('likes_user_created').ifExists().execute();
  await db.schema.dropIndex('posts_reblogged_from').ifExists().execute();
}
