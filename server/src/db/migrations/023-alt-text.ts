import type { Kysely } from 'kysely';

// Issue 13 "Alt text" (server/README.md "Alt text"): the descriptions of a blog's avatar and header
// image (blogs.avatar_alt, blogs.header_image_alt, '' when none) and the user's reminder when posting
// a photo without one (users.alt_text_reminder, on by default, /settings/dashboard turns it off).
// Photo items and message images keep their alt inside their JSON (posts.content, messages.image):
// no column. Only ADD COLUMN, written once for SQLite and PostgreSQL. Never edit this file once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('avatar_alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('header_image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('alt_text_reminder', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('alt_text_reminder').execute();
  await db.schema.alterTable('blogs').dropColumn('header_image_alt').execute();
  await db.schema.alterTable('blogs').dropColumn('avatar_alt').execute();
}
