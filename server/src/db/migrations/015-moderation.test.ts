import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 015 adds users.is_admin (the oldest account becomes the admin), the five blog flags (off), their
// partial indexes and moderation_log; its down removes exactly these.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m015-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('014-settings');
  expect(before.error).toBeUndefined();
  for (const [id, name] of [
    [2, 'ann'],
    [3, 'ben'],
  ] as const) {
    await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
      VALUES (${id}, ${name}, ${`${name}@example.test`}, 'h', 's', ${`tok-${name}`}, 1)`.execute(db);
    await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
      VALUES (${id}, ${`t:${name}`}, ${name}, ${name}, '{}', ${id}, ${`mk-${name}`}, 1)`.execute(db);
  }
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const columns = async (table: string) =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows.map((r) => r.name);
const schemaNames = async (type: 'index' | 'table') =>
  (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = ${type}`.execute(db)).rows.map((r) => r.name);

it('adds the admin role (the oldest account), the five flags, their indexes and the log; its down removes only them', async () => {
  const before = {
    users: await columns('users'),
    blogs: await columns('blogs'),
    indexes: await schemaNames('index'),
    tables: await schemaNames('table'),
  };
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('015-moderation')).error).toBeUndefined();
  expect(await db.selectFrom('users').select(['name', 'is_admin']).orderBy('id').execute()).toEqual([
    { name: 'ann', is_admin: 1 },
    { name: 'ben', is_admin: 0 },
  ]);
  expect(
    await db
      .selectFrom('blogs')
      .select(['name', 'is_spam', 'is_nsfw', 'is_adult', 'is_uniblock', 'is_suspended'])
      .where('name', '=', 'ben')
      .executeTakeFirstOrThrow(),
  ).toEqual({ name: 'ben', is_spam: 0, is_nsfw: 0, is_adult: 0, is_uniblock: 0, is_suspended: 0 });
  expect(await schemaNames('index')).toEqual(
    expect.arrayContaining(['blogs_suspended', 'blogs_spam_or_suspended', 'blogs_nsfw_or_adult', 'moderation_log_blog']),
  );
  // The flagged-blog lists read the partial index.
  await sql`UPDATE blogs SET is_suspended = 1 WHERE name = 'ben'`.execute(db);
  const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM blogs WHERE is_suspended = 1`.execute(db);
  expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/blogs_suspended/);

  const down = await migrator.migrateDown();
  expect(down.error).toBeUndefined();
  expect(down.results?.[0]).toMatchObject({ migrationName: '015-moderation', status: 'Success' });
  expect({
    users: await columns('users'),
    blogs: await columns('blogs'),
    indexes: await schemaNames('index'),
    tables: await schemaNames('table'),
  }).toEqual(before);
  expect(await db.selectFrom('blogs').select('name').orderBy('id').execute()).toEqual([{ name: 'ann' }, { name: 'ben' }]);
});
