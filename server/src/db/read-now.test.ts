import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { openDatabase, type Db } from './database';
import { readRows, readRowsNow } from './read-now';

// Issue 8: a read runs at once, synchronously, only while nothing holds the one SQLite connection;
// anywhere else (a transaction, a busy connection, a database openDatabase did not open) it goes
// through Kysely, and both give the same rows.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-read-now-'));
  db = openDatabase(path.join(dir, 'r.sqlite'));
  await db.executeQuery(CompiledQuery.raw('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)'));
  await db.executeQuery(CompiledQuery.raw(`INSERT INTO t (id, v) VALUES (1, 'one'), (2, 'two'), (3, NULL)`));
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const all = () => CompiledQuery.raw('SELECT id, v FROM t ORDER BY id');
const byId = (id: number) => CompiledQuery.raw('SELECT id, v FROM t WHERE id = ?', [id]);

it('reads at once on the idle connection, the same rows as Kysely', async () => {
  const now = readRowsNow(db, all());
  expect(now).toEqual([
    { id: 1, v: 'one' },
    { id: 2, v: 'two' },
    { id: 3, v: null },
  ]);
  expect(now).toEqual((await db.executeQuery(all())).rows);
  expect(readRowsNow(db, byId(2))).toEqual((await db.executeQuery(byId(2))).rows);
  expect(readRowsNow(db, byId(9))).toEqual([]);
  expect(await readRows(db, byId(1))).toEqual([{ id: 1, v: 'one' }]);
});

it('falls back inside a transaction, and the transaction sees its own writes', async () => {
  const rolledBack = db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw(`UPDATE t SET v = 'uno' WHERE id = 1`));
    // The transaction object is not the root database: never the fast path.
    expect(readRowsNow(trx, byId(1))).toBeUndefined();
    // The root database's connection is held by the transaction: no fast path either.
    expect(readRowsNow(db, byId(1))).toBeUndefined();
    expect(await readRows(trx, byId(1))).toEqual([{ id: 1, v: 'uno' }]);
    throw new Error('roll back');
  });
  await expect(rolledBack).rejects.toThrow('roll back');
  // Rolled back, and the connection is free again.
  expect(readRowsNow(db, byId(1))).toEqual([{ id: 1, v: 'one' }]);
});

it('waits its turn behind a transaction in flight instead of reading in the middle of it', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw(`UPDATE t SET v = 'dos' WHERE id = 2`));
    await held;
  });
  // Let the transaction take the connection and write.
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(readRowsNow(db, byId(2))).toBeUndefined();
  const read = readRows(db, byId(2));
  release();
  await transaction;
  // Queued behind the transaction: it sees the committed value.
  expect(await read).toEqual([{ id: 2, v: 'dos' }]);
  await db.executeQuery(CompiledQuery.raw(`UPDATE t SET v = 'two' WHERE id = 2`));
});

it('falls back while a query holds the connection', async () => {
  // A Kysely query takes the connection synchronously and gives it back a few ticks later.
  const pending = db.executeQuery(all());
  expect(readRowsNow(db, byId(1))).toBeUndefined();
  const queued = readRows(db, byId(1));
  await pending;
  expect(await queued).toEqual([{ id: 1, v: 'one' }]);
  expect(readRowsNow(db, byId(1))).toEqual([{ id: 1, v: 'one' }]);
});

it('leaves writes to Kysely', async () => {
  const insert = CompiledQuery.raw(`INSERT INTO t (id, v) VALUES (4, 'four')`);
  expect(readRowsNow(db, insert)).toBeUndefined();
  expect(readRowsNow(db, byId(4))).toEqual([]);
  expect(await readRows(db, insert)).toEqual([]);
  expect(readRowsNow(db, byId(4))).toEqual([{ id: 4, v: 'four' }]);
});

it('rejects as Kysely does when the statement fails', async () => {
  const bad = CompiledQuery.raw('SELECT nope FROM t');
  const viaKysely = await db.executeQuery(bad).catch((error: unknown) => error);
  const viaReadRows = await readRows(db, bad).catch((error: unknown) => error);
  // The same error object's kind (better-sqlite3's SqliteError, from the native module's realm under jest).
  expect((viaReadRows as object).constructor).toBe((viaKysely as object).constructor);
  expect(String(viaReadRows)).toBe('SqliteError: no such column: nope');
  expect(String(viaReadRows)).toBe(String(viaKysely));
});

it('goes through Kysely for a database openDatabase did not open, and before the first query', async () => {
  const other = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  expect(readRowsNow(other, CompiledQuery.raw('SELECT 1 AS one'))).toBeUndefined();
  expect(await readRows(other, CompiledQuery.raw('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
  await other.destroy();
  const fresh = openDatabase(path.join(dir, 'fresh.sqlite'));
  // Kysely opens the connection on the first query: until then, no fast path.
  expect(readRowsNow(fresh, CompiledQuery.raw('SELECT 1 AS one'))).toBeUndefined();
  expect(await readRows(fresh, CompiledQuery.raw('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
  expect(readRowsNow(fresh, CompiledQuery.raw('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
  await fresh.destroy();
  expect(readRowsNow(fresh, CompiledQuery.raw('SELECT 1 AS one'))).toBeUndefined();
});
