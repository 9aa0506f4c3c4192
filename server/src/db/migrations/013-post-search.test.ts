import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';
import { expectIndexFollowsWrites, insertPostsBefore013, insertSearchBlogs } from '../../../test/post-search-fixture';

// 013 adds the post_search FTS5 index: posts stored before it are backfilled, triggers keep it for
// inserts, updates and deletes (cascades from a deleted blog too), and its down removes exactly it.
let dir: string;
let file: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m013-'));
  file = path.join(dir, 'm.sqlite');
  db = openDatabase(file);
  expect((await new Migrator({ db, provider: migrationProvider }).migrateTo('012-dashboard-settings')).error).toBeUndefined();
  await insertSearchBlogs(db);
  await insertPostsBefore013(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const found = async (match: string) =>
  (
    await sql<{ rowid: number }>`SELECT rowid FROM post_search WHERE post_search MATCH ${match} ORDER BY rowid`.execute(db)
  ).rows.map((r) => r.rowid);
const objects = async () =>
  (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name LIKE 'post_search%' ORDER BY name`.execute(db)).rows.map(
    (r) => r.name,
  );

it('backfills the posts stored before it, words without markup; bad JSON has no words but keeps its trail', async () => {
  expect((await new Migrator({ db, provider: migrationProvider }).migrateTo('013-post-search')).error).toBeUndefined();
  expect(await found('"before"')).toEqual([1]);
  expect(await found('"history"')).toEqual([1]);
  expect(await found('"em"')).toEqual([]);
  expect(await found('"trail"')).toEqual([2]);
  expect(await found('"json"')).toEqual([]);
  expect(await found('blog : "b2"')).toEqual([2]);
});

it('follows inserts, updates of the words and deletes, cascades included', async () => {
  await expectIndexFollowsWrites(db, (word) => found(`"${word}"`));
});

it('needs dash_post_search_text on the connection that writes posts (openDatabase registers it)', () => {
  const raw = new SQLite(file);
  try {
    expect(() => raw.prepare(`UPDATE posts SET content = '{}' WHERE id = 1`).run()).toThrow(
      /no such function: dash_post_search_text/,
    );
  } finally {
    raw.close();
  }
});

it('its down drops the index and its triggers, and nothing else', async () => {
  expect(await objects()).toEqual(
    expect.arrayContaining(['post_search', 'post_search_delete', 'post_search_insert', 'post_search_update']),
  );
  expect((await new Migrator({ db, provider: migrationProvider }).migrateTo('012-dashboard-settings')).error).toBeUndefined();
  expect(await objects()).toEqual([]);
  expect(await db.selectFrom('posts').select('id').execute()).toEqual([{ id: 1 }]);
});
