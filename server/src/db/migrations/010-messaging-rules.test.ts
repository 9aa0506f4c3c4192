import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 010 only adds columns, an index and a table: on a database with conversations and unread counts,
// every row survives, the new columns take their defaults (blur copied from the conversation), and
// migration 008's poll_counters triggers keep working; its down removes exactly what it added.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m010-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('009-published-walk');
  expect(before.error).toBeUndefined();
  for (const [id, name] of [
    [1, 'ann'],
    [2, 'ben'],
  ] as const) {
    await sql`INSERT INTO users (id, name, email, password_hash, password_salt, is_verified_email, polling_token, created_at)
      VALUES (${id}, ${name}, ${`${name}@example.test`}, 'h', 's', 1, ${`tok-${name}`}, 1)`.execute(db);
    await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
      VALUES (${id}, ${`uuid-${name}`}, ${name}, ${name}, '{}', ${id}, ${name}, 1)`.execute(db);
  }
  await sql`INSERT INTO conversations (id, status, created_at, last_modified_ts, is_possible_spam, is_blurred_images)
    VALUES (1, 'ACTIVE', 1, 5, 0, 1), (2, 'ACTIVE', 1, 6, 0, 0)`.execute(db);
  await sql`INSERT INTO conversation_participants (conversation_id, blog_id, last_read_ts, unread_count)
    VALUES (1, 1, 5, 0), (1, 2, 1, 2), (2, 1, 1, 1), (2, 2, 6, 0)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const counters = async () =>
  (await sql<{ user_id: number; unread_messages: string }>`SELECT * FROM poll_counters ORDER BY user_id`.execute(db)).rows.map(
    (r) => [r.user_id, JSON.parse(r.unread_messages) as unknown],
  );
const columns = async (table: string) =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows.map((r) => r.name);

it('adds the columns with their defaults, copies the blur to each participant and keeps the poll counters', async () => {
  const countersBefore = await counters();
  expect(countersBefore).toEqual([
    [1, { ann: { 2: 1 } }],
    [2, { ben: { 1: 2 } }],
  ]);
  await migrateToLatest(db);
  expect(await db.selectFrom('blogs').select(['id', 'messages_from_followed_only']).orderBy('id').execute()).toEqual([
    { id: 1, messages_from_followed_only: 0 },
    { id: 2, messages_from_followed_only: 0 },
  ]);
  expect(await db.selectFrom('users').select(['id', 'has_seen_messaging_tutorial']).orderBy('id').execute()).toEqual([
    { id: 1, has_seen_messaging_tutorial: 0 },
    { id: 2, has_seen_messaging_tutorial: 0 },
  ]);
  expect(await db.selectFrom('conversations').select(['id', 'created_by_blog_id']).orderBy('id').execute()).toEqual([
    { id: 1, created_by_blog_id: null },
    { id: 2, created_by_blog_id: null },
  ]);
  expect(
    await db
      .selectFrom('conversation_participants')
      .select(['conversation_id', 'blog_id', 'unread_count', 'is_blurred_images'])
      .orderBy('conversation_id')
      .orderBy('blog_id')
      .execute(),
  ).toEqual([
    { conversation_id: 1, blog_id: 1, unread_count: 0, is_blurred_images: 1 },
    { conversation_id: 1, blog_id: 2, unread_count: 2, is_blurred_images: 1 },
    { conversation_id: 2, blog_id: 1, unread_count: 1, is_blurred_images: 0 },
    { conversation_id: 2, blog_id: 2, unread_count: 0, is_blurred_images: 0 },
  ]);
  expect(await counters()).toEqual(countersBefore);

  // The triggers still follow unread counts and removals; unblurring does not touch the counters.
  await sql`UPDATE conversation_participants SET is_blurred_images = 0 WHERE conversation_id = 1 AND blog_id = 2`.execute(db);
  expect(await counters()).toEqual(countersBefore);
  await sql`UPDATE conversation_participants SET unread_count = 3 WHERE conversation_id = 1 AND blog_id = 2`.execute(db);
  expect(await counters()).toEqual([
    [1, { ann: { 2: 1 } }],
    [2, { ben: { 1: 3 } }],
  ]);
  await sql`DELETE FROM conversation_participants WHERE conversation_id = 1 AND blog_id = 2`.execute(db);
  expect(await counters()).toEqual([
    [1, { ann: { 2: 1 } }],
    [2, { ben: {} }],
  ]);
  await db
    .insertInto('conversation_flags')
    .values({ conversation_id: 1, blog_id: 2, user_id: 2, type: 'spam', context: 'inline', created_at: 1 })
    .execute();
  expect(await db.selectFrom('conversation_flags').select('flagged_blog_ids').execute()).toEqual([{ flagged_blog_ids: '[]' }]);
});

it('comes down to 009 removing only what it added, and goes up again', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const down = await migrator.migrateTo('009-published-walk');
  expect(down.error).toBeUndefined();
  expect(await columns('blogs')).not.toContain('messages_from_followed_only');
  expect(await columns('users')).not.toContain('has_seen_messaging_tutorial');
  expect(await columns('conversations')).not.toContain('created_by_blog_id');
  expect(await columns('conversation_participants')).not.toContain('is_blurred_images');
  expect(await columns('conversation_flags')).toEqual([]);
  expect(await columns('conversation_participants')).toContain('unread_count');
  expect(await counters()).toEqual([
    [1, { ann: { 2: 1 } }],
    [2, { ben: {} }],
  ]);
  await migrateToLatest(db);
  expect(await columns('conversation_flags')).toContain('flagged_blog_ids');
});
