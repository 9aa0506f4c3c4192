import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FeedResponseSchema, SessionSchema } from '@dash/shared-contracts';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { REPO_ROOT } from '../../config';
import { migrateToLatest, openDatabase } from '../database';
import { seedIfEmpty } from '../seed';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { TEST_DATABASE_URL, createTestDatabase } from '../../../test/postgres-test-database';
import { CopyRefused, copySqliteToPostgres, countsMatch, type CopyReport } from './copy';
import { foreignKeyOrder, isSqliteOnly } from './source';

// npm run db:copy (issue 12): the demo world seeded into a SQLite file, copied into a fresh
// PostgreSQL database, compared, and served. Needs a PostgreSQL server: TEST_DATABASE_URL.

describe('db:copy table order and skipped tables', () => {
  it('puts every table after the tables it references, and names a cycle', () => {
    const refs: Record<string, string[]> = { likes: ['posts', 'users'], posts: ['blogs', 'posts'], blogs: ['users'], users: [] };
    expect(foreignKeyOrder(Object.keys(refs), (t) => refs[t] ?? [])).toEqual(['users', 'blogs', 'posts', 'likes']);
    const cycle: Record<string, string[]> = { a: ['b'], b: ['a'] };
    expect(() => foreignKeyOrder(['a', 'b'], (t) => cycle[t] ?? [])).toThrow('Foreign keys form a cycle: a → b → a');
  });

  it('skips SQLite-only tables and copies the rest', () => {
    for (const t of [
      'sqlite_sequence',
      'kysely_migration',
      'kysely_migration_lock',
      'post_search',
      'post_search_idx',
      'poll_counters',
    ])
      expect(isSqliteOnly(t)).toBe(true);
    for (const t of ['posts', 'post_tags', 'post_promotions', 'media', 'users']) expect(isSqliteOnly(t)).toBe(false);
  });
});

const describePostgres = TEST_DATABASE_URL ? describe : describe.skip;
const reason = TEST_DATABASE_URL ? '' : ' (skipped: set TEST_DATABASE_URL=postgres://… to run it)';

describePostgres(`db:copy from SQLite into PostgreSQL${reason}`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-copy-'));
  const file = path.join(dir, 'dash.sqlite');
  const mediaDir = path.join(dir, 'media');
  let target: { url: string; drop: () => Promise<void> };
  let report: CopyReport;
  let ctx: TestContext;
  const source = () => new SQLite(file, { readonly: true });

  beforeAll(async () => {
    const db = openDatabase(file);
    await migrateToLatest(db);
    await seedIfEmpty(db, { mediaDir });
    await db.destroy();
    target = await createTestDatabase(TEST_DATABASE_URL!);
    report = await copySqliteToPostgres({ from: file, to: target.url });
    ctx = await createTestApp({ config: { databaseUrl: target.url, mediaDir } });
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await target?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with the same row counts, and indexes every post for search', () => {
    expect(countsMatch(report)).toBe(true);
    const sqlite = source();
    const tables = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[])
      .map((r) => r.name)
      .filter((n) => !isSqliteOnly(n));
    expect(report.tables.map((t) => t.table).sort()).toEqual(tables.sort());
    for (const t of report.tables) {
      const { n } = sqlite.prepare(`SELECT count(*) AS n FROM "${t.table}"`).get() as { n: number };
      expect({ table: t.table, source: t.source, target: t.target }).toEqual({ table: t.table, source: n, target: n });
    }
    sqlite.close();
    const byTable = Object.fromEntries(report.tables.map((t) => [t.table, t.source]));
    expect(byTable.users).toBe(7);
    expect(byTable.posts).toBeGreaterThan(100);
    expect(report.search).toEqual({ posts: byTable.posts, rows: byTable.posts });
    expect(report.mediaRows).toBe(byTable.media);
  });

  it('keeps ids and media references, and moves every sequence past the copied ids', async () => {
    const sqlite = source();
    const users = sqlite.prepare('SELECT id, email, password_hash FROM users ORDER BY id').all();
    const blogs = sqlite.prepare('SELECT id, name, owner_user_id FROM blogs ORDER BY id').all();
    const medias = sqlite.prepare('SELECT id, path, mime, sizes, variants FROM media ORDER BY id').all() as {
      path: string;
      sizes: string;
    }[];
    const post = sqlite
      .prepare("SELECT id, blog_id, content, root_id FROM posts WHERE content LIKE '%/media/%' ORDER BY id DESC LIMIT 1")
      .get() as { id: number; content: string };
    const maxPost = (sqlite.prepare('SELECT max(id) AS n FROM posts').get() as { n: number }).n;
    sqlite.close();
    const db = ctx.app.db;
    expect(await db.selectFrom('users').select(['id', 'email', 'password_hash']).orderBy('id').execute()).toEqual(users);
    expect(await db.selectFrom('blogs').select(['id', 'name', 'owner_user_id']).orderBy('id').execute()).toEqual(blogs);
    expect(await db.selectFrom('media').select(['id', 'path', 'mime', 'sizes', 'variants']).orderBy('id').execute()).toEqual(
      medias,
    );
    expect(
      await db.selectFrom('posts').select(['id', 'blog_id', 'content', 'root_id']).where('id', '=', post.id).executeTakeFirst(),
    ).toEqual(post);
    // The post's picture is served from the same MEDIA_DIR by the app on PostgreSQL.
    const url = /\/media\/([^"\\]+)/.exec(post.content);
    const rendition = url?.[1] ?? 'missing';
    expect(medias.some((m) => m.path === rendition || m.sizes.includes(`"${rendition}"`))).toBe(true);
    const picture = await ctx.app.inject({ method: 'GET', url: url?.[0] ?? '/media/missing' });
    expect(picture.statusCode).toBe(200);
    // The next post gets the next id (setval), not 1.
    const { rows } = await query(target.url, "SELECT nextval('posts_id_seq') AS id");
    expect(Number(rows[0]?.id)).toBe(maxPost + 1);
  });

  it('serves the copied site: alex signs in with the demo password and reads the dashboard', async () => {
    const c = new Client(ctx.app);
    const res = await c.login('alex@demo.test', 'dashdemo1');
    expect(res.status).toBe(200);
    const session = SessionSchema.parse(res.json.response);
    expect(session.blogs).toHaveLength(3);
    const dash = FeedResponseSchema.parse((await c.get('/svc/post/dashboard/before/0')).json.response);
    expect(dash.posts).toHaveLength(10);
    expect(dash.next_ref).not.toBeNull();
  });

  it("indexes the copied posts for search through PostgreSQL's trigger", async () => {
    const { rows } = await query(
      target.url,
      "SELECT p.content FROM post_search s JOIN posts p ON p.id = s.post_id WHERE s.words @@ to_tsquery('simple', 'typographic')",
    );
    expect(rows.map((r) => JSON.parse(String(r.content)).title)).toContain(
      'The Elements of Typographic Style, applied to the web',
    );
  });

  it('refuses a target that already holds a site, and changes nothing in it', async () => {
    const before = await copyCounts(
      target.url,
      report.tables.map((t) => t.table),
    );
    expect(before[report.tables.findIndex((t) => t.table === 'users')]).toBe(7);
    await expect(copySqliteToPostgres({ from: file, to: target.url })).rejects.toThrow(CopyRefused);
    await expect(copySqliteToPostgres({ from: file, to: target.url })).rejects.toThrow(
      /^The target database is not empty \(users 7, .*posts \d+.*\): db:copy only copies into an empty database/,
    );
    const after = await copyCounts(
      target.url,
      report.tables.map((t) => t.table),
    );
    expect(after).toEqual(before);
  });

  it('exits 1 from the command line on a non-empty target, with the reason on stderr', async () => {
    const cli = path.join(REPO_ROOT, 'server', 'src', 'db', 'copy', 'cli.ts');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli, '--from', file, '--to', target.url], {
      cwd: REPO_ROOT,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The target database is not empty (users 7'),
    });
  }, 30_000);
});

async function query(url: string, text: string): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function copyCounts(url: string, tables: string[]): Promise<number[]> {
  const counts: number[] = [];
  for (const t of tables) counts.push(Number((await query(url, `SELECT count(*) AS n FROM "${t}"`)).rows[0]?.n));
  return counts;
}
