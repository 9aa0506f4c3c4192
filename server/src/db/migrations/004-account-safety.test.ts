import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 004 rebuilds the users table (SQLite cannot drop the inline UNIQUE on email): on a database that
// already has users, blogs, sessions and posts, every row and every foreign key must survive.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m004-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('002-compose-actions');
  expect(before.error).toBeUndefined();
  for (const [id, name, verified] of [
    [1, 'ann', 1],
    [2, 'ben', 0],
  ] as const) {
    await sql`INSERT INTO users (id, name, email, password_hash, password_salt, is_verified_email, polling_token, created_at, liked_post_count)
      VALUES (${id}, ${name}, ${`${name}@example.test`}, ${`hash-${name}`}, 'salt', ${verified}, ${`tok-${name}`}, ${id}, ${id * 3})`.execute(
      db,
    );
    await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
      VALUES (${id}, ${`uuid-${name}`}, ${name}, ${name}, '{}', ${id}, ${name}, 1)`.execute(db);
    await sql`UPDATE users SET primary_blog_id = ${id} WHERE id = ${id}`.execute(db);
    await sql`INSERT INTO sessions (token_hash, user_id, current_blog_id, created_at, expires_at) VALUES (${`s-${name}`}, ${id}, ${id}, 1, 99)`.execute(
      db,
    );
    await sql`INSERT INTO posts (blog_id, type, state, content, created_at, updated_at, timestamp, reblog_key) VALUES (${id}, 'regular', 'published', '{}', 1, 1, 1, 'rk')`.execute(
      db,
    );
  }
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (table: string) =>
  (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n;
const insertUser = (id: number, email: string, verified: number) =>
  sql`INSERT INTO users (id, name, email, password_hash, password_salt, is_verified_email, polling_token, created_at)
    VALUES (${id}, ${`u${id}`}, ${email}, 'h', 's', ${verified}, ${`t${id}`}, 1)`.execute(db);

it('keeps every user, blog, session and post, and the foreign keys', async () => {
  await migrateToLatest(db);
  expect(
    await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'password_hash', 'is_verified_email', 'primary_blog_id', 'liked_post_count'])
      .orderBy('id')
      .execute(),
  ).toEqual([
    {
      id: 1,
      name: 'ann',
      email: 'ann@example.test',
      password_hash: 'hash-ann',
      is_verified_email: 1,
      primary_blog_id: 1,
      liked_post_count: 3,
    },
    {
      id: 2,
      name: 'ben',
      email: 'ben@example.test',
      password_hash: 'hash-ben',
      is_verified_email: 0,
      primary_blog_id: 2,
      liked_post_count: 6,
    },
  ]);
  expect([await count('blogs'), await count('sessions'), await count('posts')]).toEqual([2, 2, 2]);
  expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
  expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
  // The other tables still point at the rebuilt users table: deleting a user cascades to its rows.
  await sql`DELETE FROM users WHERE id = 2`.execute(db);
  expect([await count('blogs'), await count('sessions'), await count('posts')]).toEqual([1, 1, 1]);
});

it('makes an email unique among verified accounts only, and blog names stay unique', async () => {
  await insertUser(10, 'ann@example.test', 0);
  await insertUser(11, 'ann@example.test', 0);
  const second = await insertUser(12, 'ann@example.test', 1).then(
    () => 'inserted',
    (err: Error) => err.message,
  );
  expect(second).toMatch(/UNIQUE constraint failed: users\.email/);
  const sameName =
    await sql`INSERT INTO users (name, email, password_hash, password_salt, polling_token, created_at) VALUES ('ann', 'x@y', 'h', 's', 't', 1)`
      .execute(db)
      .then(
        () => 'inserted',
        (err: Error) => err.message,
      );
  expect(sameName).toMatch(/UNIQUE constraint failed: users\.name/);
  expect(await count('users')).toBe(3);
});

it('adds the verification and throttle tables, and its down restores the unique email when it can', async () => {
  const tables = (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)).rows.map(
    (r) => r.name,
  );
  expect(tables).toEqual(expect.arrayContaining(['email_verifications', 'auth_throttles']));
  const migrator = new Migrator({ db, provider: migrationProvider });
  // Two accounts share ann's address, so going back must fail and change nothing.
  const refused = await migrator.migrateTo('003-plain-text');
  expect(refused.results?.find((r) => r.migrationName === '004-account-safety')?.status).toBe('Error');
  expect(await count('users')).toBe(3);
  await sql`DELETE FROM users WHERE id IN (10, 11)`.execute(db);
  const down = await migrator.migrateTo('003-plain-text');
  expect(down.error).toBeUndefined();
  const usersSql = (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'users'`.execute(db)).rows[0]?.sql;
  expect(usersSql).toMatch(/"email" text not null unique/i);
  expect(await count('users')).toBe(1);
  await migrateToLatest(db);
});
