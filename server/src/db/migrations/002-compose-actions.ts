import type { Kysely } from 'kysely';

// Spec 1 post actions: blocks between blogs, promoted posts per tag, and reply notes.
// Migrations are history: never edit this file once landed, add 003-... instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('blocked_blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blog_id', 'blocked_blog_id'])
    .execute();
  // "Who blocked me?" is asked on follow, ask and message: index the other side too.
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked_blog_id').execute();

  await db.schema
    .createTable('post_promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('post_promotions_post_tag', ['post_id', 'tag'])
    .execute();
  await db.schema.createIndex('post_promotions_tag').on('post_promotions').columns(['tag', 'created_at']).execute();

  await db.schema
    .createTable('replies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('replies_post').on('replies').columns(['post_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['replies', 'post_promotions', 'blocks']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
