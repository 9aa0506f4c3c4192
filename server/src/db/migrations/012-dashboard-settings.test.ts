import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 012 adds users.messaging_multiple_windows: existing users get 0 (one window at a time, as before),
// and its down removes only that column.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m012-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('011-soft-leave');
  expect(before.error).toBeUndefined();
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, is_sounds_enabled, polling_token, created_at)
    VALUES (1, 'ann', 'ann@example.test', 'h', 's', 0, 'tok-ann', 1)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const columns = async () =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info('users')`.execute(db)).rows.map((r) => r.name);

it('adds messaging_multiple_windows (0 for existing users) and its down removes only it', async () => {
  const before = await columns();
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('012-dashboard-settings')).error).toBeUndefined();
  const row = await db
    .selectFrom('users')
    .select(['name', 'is_sounds_enabled', 'messaging_multiple_windows'])
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ name: 'ann', is_sounds_enabled: 0, messaging_multiple_windows: 0 });
  expect((await migrator.migrateTo('011-soft-leave')).error).toBeUndefined();
  expect(await columns()).toEqual(before);
  expect(await db.selectFrom('users').select('name').execute()).toEqual([{ name: 'ann' }]);
});
