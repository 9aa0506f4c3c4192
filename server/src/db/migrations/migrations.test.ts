import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-migrations-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tables = async () =>
  (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)).rows.map((r) => r.name);

it('002 adds blocks, post_promotions and replies, and its down removes only them', async () => {
  await migrateToLatest(db);
  expect(await tables()).toEqual(expect.arrayContaining(['blocks', 'post_promotions', 'replies', 'posts']));
  const migrator = new Migrator({ db, provider: migrationProvider });
  // Down to 001 (later migrations come down first).
  const down = await migrator.migrateTo('001-initial');
  expect(down.error).toBeUndefined();
  expect(down.results?.at(-1)).toMatchObject({ migrationName: '002-compose-actions', status: 'Success' });
  const after = await tables();
  expect(after).not.toEqual(expect.arrayContaining(['blocks']));
  expect(after.filter((t) => ['blocks', 'post_promotions', 'replies'].includes(t))).toEqual([]);
  expect(after).toContain('posts');
  await migrateToLatest(db);
  expect(await tables()).toEqual(expect.arrayContaining(['blocks', 'post_promotions', 'replies']));
});

it('keeps a blocked pair unique', async () => {
  const now = 1;
  await sql`INSERT INTO users (name, email, password_hash, password_salt, polling_token, created_at) VALUES ('u', 'u@x', 'h', 's', 't', 1)`.execute(
    db,
  );
  for (const name of ['a', 'b'])
    await sql`INSERT INTO blogs (uuid, name, title, theme, owner_user_id, mention_key, created_at) VALUES (${name}, ${name}, ${name}, '{}', 1, ${name}, 1)`.execute(
      db,
    );
  await db.insertInto('blocks').values({ blog_id: 1, blocked_blog_id: 2, created_at: now }).execute();
  const second = await db
    .insertInto('blocks')
    .values({ blog_id: 1, blocked_blog_id: 2, created_at: now })
    .execute()
    .then(
      () => 'inserted',
      (err: Error) => err.message,
    );
  expect(second).toMatch(/UNIQUE constraint failed/);
  expect(await db.selectFrom('blocks').selectAll().execute()).toHaveLength(1);
});
