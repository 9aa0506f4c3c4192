import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 023 adds blogs.avatar_alt, blogs.header_image_alt ('' for every blog) and users.alt_text_reminder
// (1, on, for every user), and its down removes only those columns. PostgreSQL runs the same file
// (every server test with TEST_DATABASE_URL migrates through it).
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m023-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  expect((await new Migrator({ db, provider: migrationProvider }).migrateTo('022-rate-limits')).error).toBeUndefined();
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
    VALUES (1, 'ann', 'ann@example.test', 'h', 's', 'tok-ann', 1)`.execute(db);
  await sql`INSERT INTO blogs (uuid, name, title, theme, owner_user_id, mention_key, created_at)
    VALUES ('u1', 'ann', 'Ann', '{}', 1, 'k1', 1)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const columns = async (table: string) =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows.map((r) => r.name);

it('adds the alt columns with their defaults, and its down removes only them', async () => {
  const before = { users: await columns('users'), blogs: await columns('blogs') };
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('023-alt-text')).error).toBeUndefined();
  expect(await db.selectFrom('blogs').select(['name', 'avatar_alt', 'header_image_alt']).execute()).toEqual([
    { name: 'ann', avatar_alt: '', header_image_alt: '' },
  ]);
  expect(await db.selectFrom('users').select(['name', 'alt_text_reminder']).execute()).toEqual([
    { name: 'ann', alt_text_reminder: 1 },
  ]);
  expect((await migrator.migrateTo('022-rate-limits')).error).toBeUndefined();
  expect({ users: await columns('users'), blogs: await columns('blogs') }).toEqual(before);
  expect(await db.selectFrom('blogs').select('name').execute()).toEqual([{ name: 'ann' }]);
});
