import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 014 adds the blogs' sharing switches (off for existing blogs), users.notification_settings ('{}' =
// the defaults) and the media_owner index; its down removes exactly these.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m014-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('012-dashboard-settings');
  expect(before.error).toBeUndefined();
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
    VALUES (1, 'ann', 'ann@example.test', 'h', 's', 'tok-ann', 1)`.execute(db);
  await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
    VALUES (1, 't:ann', 'ann', 'Ann', '{}', 1, 'mk-ann', 1)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const columns = async (table: string) =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows.map((r) => r.name);
const indexes = async () =>
  (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index'`.execute(db)).rows.map((r) => r.name);

it('adds the sharing switches, the notification settings and media_owner; its down removes only them', async () => {
  const before = { users: await columns('users'), blogs: await columns('blogs'), indexes: await indexes() };
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('014-settings')).error).toBeUndefined();
  expect(
    await db
      .selectFrom('blogs')
      .select(['name', 'twitter_send_posts', 'facebook_opengraph_send_posts'])
      .executeTakeFirstOrThrow(),
  ).toEqual({ name: 'ann', twitter_send_posts: 0, facebook_opengraph_send_posts: 0 });
  expect(await db.selectFrom('users').select(['name', 'notification_settings']).executeTakeFirstOrThrow()).toEqual({
    name: 'ann',
    notification_settings: '{}',
  });
  expect(await indexes()).toContain('media_owner');

  const down = await migrator.migrateDown();
  expect(down.error).toBeUndefined();
  expect(down.results?.[0]).toMatchObject({ migrationName: '014-settings', status: 'Success' });
  expect({ users: await columns('users'), blogs: await columns('blogs'), indexes: await indexes() }).toEqual(before);
  expect(await db.selectFrom('blogs').select('name').execute()).toEqual([{ name: 'ann' }]);
});
