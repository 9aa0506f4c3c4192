import type { Kysely } from 'kysely';

// AVIF and WebP variants of uploaded photos (issue 8): a JSON array of { path, type, width, height },
// '[]' for media stored before them, GIFs, audio and video. Migrations are history: never edit this
// file once landed, add 008-... instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('variants').execute();
}
