import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 018 adds log_events.log_key, name, day and uuid, fills the first three for the rows already there,
// and indexes them; its down removes exactly these.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m018-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('017-reblog-tree-index');
  expect(before.error).toBeUndefined();
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const columns = async () =>
  (await sql<{ name: string }>`SELECT name FROM pragma_table_info('log_events')`.execute(db)).rows.map((r) => r.name);
const indexes = async () =>
  (
    await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'log_events'`.execute(db)
  ).rows.map((r) => r.name);

it('names and dates the rows already stored, indexes them, and its down removes only what it added', async () => {
  const day = Date.UTC(2026, 10, 3, 23, 59) / 1000;
  for (const event of ['{"event":"gifsearch:search","uuid":"u"}', '{"type":"conversion","name":"video_play"}', '{not json', '[]'])
    await sql`INSERT INTO log_events (received_at, user_id, event) VALUES (${day}, NULL, ${event})`.execute(db);
  const before = { columns: await columns(), indexes: await indexes() };

  const up = await new Migrator({ db, provider: migrationProvider }).migrateTo('018-log-event-counts');
  expect(up.error).toBeUndefined();
  const rows = await sql<{ log_key: string; name: string; day: string; uuid: string | null }>`
    SELECT log_key, name, day, uuid FROM log_events ORDER BY id`.execute(db);
  expect(rows.rows).toEqual([
    { log_key: 'lady', name: 'gifsearch:search', day: '2026-11-03', uuid: null },
    { log_key: 'lady', name: 'conversion', day: '2026-11-03', uuid: null },
    { log_key: 'lady', name: 'unknown', day: '2026-11-03', uuid: null },
    { log_key: 'lady', name: 'unknown', day: '2026-11-03', uuid: null },
  ]);
  expect(await indexes()).toEqual(expect.arrayContaining(['log_events_day_name', 'log_events_uuid']));

  const down = await new Migrator({ db, provider: migrationProvider }).migrateTo('017-reblog-tree-index');
  expect(down.error).toBeUndefined();
  expect(await columns()).toEqual(before.columns);
  expect(await indexes()).toEqual(before.indexes);
});
