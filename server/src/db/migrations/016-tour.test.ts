import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 016 adds users.tour_done: accounts that already exist count as toured (1), new ones start at 0,
// and its down removes only that column.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m016-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('014-settings');
  expect(before.error).toBeUndefined();
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
    VALUES (1, 'ann', 'ann@example.test', 'h', 's', 'tok-ann', 1)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const columns = async () =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info('users')`.execute(db)).rows.map((r) => r.name);

it('adds tour_done (1 for existing users, 0 for new ones) and its down removes only it', async () => {
  const before = await columns();
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('016-tour')).error).toBeUndefined();
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
    VALUES (2, 'ben', 'ben@example.test', 'h', 's', 'tok-ben', 2)`.execute(db);
  const rows = await db.selectFrom('users').select(['name', 'tour_done']).orderBy('id').execute();
  expect(rows).toEqual([
    { name: 'ann', tour_done: 1 },
    { name: 'ben', tour_done: 0 },
  ]);
  expect((await migrator.migrateTo('014-settings')).error).toBeUndefined();
  expect(await columns()).toEqual(before);
  expect(await db.selectFrom('users').select('name').orderBy('id').execute()).toEqual([{ name: 'ann' }, { name: 'ben' }]);
});
