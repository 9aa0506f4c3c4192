import type { Kysely } from 'kysely';

// The first schema. Migrations are history: never edit this file once landed, add 002-... instead.
// Counters (post_count, unread_count, ...) are maintained in write transactions, never counted on read.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_salt', 'text', (c) => c.notNull())
    .addColumn('primary_blog_id', 'integer')
    .addColumn('is_verified_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_message', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_sounds_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('default_editor_type', 'text', (c) => c.notNull().defaultTo('rich'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en_US'))
    .addColumn('liked_post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('friend_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('polling_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text')
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('asks', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('anonymous_asks', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_receive_messages', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mention_key', 'text', (c) => c.notNull().unique())
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('drafts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queue_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_owner').on('blogs').column('owner_user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('current_blog_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('is_subscribed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'blog_id'])
    .execute();
  await db.schema.createIndex('follows_blog').on('follows').column('blog_id').execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('rich'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('timestamp', 'integer', (c) => c.notNull())
    .addColumn('publish_on', 'integer')
    .addColumn('root_id', 'integer')
    .addColumn('reblog_key', 'text', (c) => c.notNull())
    .addColumn('reblogged_from_post_id', 'integer')
    .addColumn('reblogged_from_blog_id', 'integer')
    .addColumn('trail', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('source_url', 'text')
    .addColumn('asking_blog_id', 'integer')
    .addColumn('note_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reblog_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('posts_blog_state_ts').on('posts').columns(['blog_id', 'state', 'timestamp']).execute();
  await db.schema.createIndex('posts_state_ts').on('posts').columns(['state', 'timestamp']).execute();
  await db.schema.createIndex('posts_state_publish_on').on('posts').columns(['state', 'publish_on']).execute();

  await db.schema
    .createTable('post_tags')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['tag', 'post_id'])
    .execute();
  await db.schema.createIndex('post_tags_post').on('post_tags').column('post_id').execute();

  await db.schema
    .createTable('likes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('likes_post').on('likes').column('post_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('from_blog_id', 'integer')
    .addColumn('post_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('answer_text', 'text')
    .addColumn('reply_text', 'text')
    .execute();
  await db.schema.createIndex('notifications_blog_ts').on('notifications').columns(['blog_id', 'created_at']).execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_modified_ts', 'integer', (c) => c.notNull())
    .addColumn('is_possible_spam', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_blurred_images', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('conversations_modified').on('conversations').column('last_modified_ts').execute();

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('last_read_ts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'blog_id'])
    .execute();
  // The poll endpoint reads only this index: unread counts per blog.
  await db.schema
    .createIndex('conversation_participants_blog_unread')
    .on('conversation_participants')
    .columns(['blog_id', 'unread_count'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_blog_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('post_id', 'integer')
    .addColumn('image', 'text')
    .addColumn('ts', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_conversation_ts').on('messages').columns(['conversation_id', 'ts']).execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_user_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('log_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('received_at', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('event', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'log_events',
    'outbox',
    'media',
    'messages',
    'conversation_participants',
    'conversations',
    'notifications',
    'likes',
    'post_tags',
    'posts',
    'follows',
    'sessions',
    'blogs',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
