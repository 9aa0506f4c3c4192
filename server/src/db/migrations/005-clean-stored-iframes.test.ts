import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 005 applies the iframe rule of issue 7 (defect 4) to posts stored before it: foreign iframes go,
// kept players and own embeds get the server's sandbox, every other byte stays as stored.
let dir: string;
let db: Db;
let migrator: Migrator;

const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=5&amp;rel=0';
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
// Bytes a re-serializing sanitizer would change (quoting, entities, void tags): they must survive.
const UNRELATED = "<p class=x>Fish &#38; chips<br/>&nbsp;<b title='t'>bold</b></p><!-- note -->";

const before = {
  body: `<p>a</p><iframe src="https://evil.example/x" width="5">inside</iframe>${UNRELATED}`,
  caption: `<p>watch</p><iframe src="${YOUTUBE}" width="540" height="304" frameborder="0" allow="camera"></iframe>`,
  quote: '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>q</p>',
  answer: '<iframe src="/embed/post/7" width="540" sandbox="allow-scripts allow-same-origin"></iframe>',
  source: UNRELATED,
  video: { url: null, embed_html: '<iframe src="javascript:alert(1)"></iframe>', width: 540, height: 304 },
  source_text: { two: '<iframe src="https://evil.example/x"></iframe>' },
  title: '<iframe> is a tag',
};
const trailBefore = [
  { blog: { name: 'b' }, post_id: '1', html: `<p>first</p><iframe src="https://evil.example/t"></iframe>` },
  { blog: { name: 'b' }, post_id: '2', html: UNRELATED },
];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m005-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('004-account-safety')).error).toBeUndefined();
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at) VALUES (1, 'u', 'u@x', 'h', 's', 't', 1)`.execute(
    db,
  );
  await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at) VALUES (1, 'b', 'b', 'b', '{}', 1, 'b', 1)`.execute(
    db,
  );
  await sql`INSERT INTO posts (id, blog_id, type, state, content, trail, created_at, updated_at, timestamp, reblog_key) VALUES
    (1, 1, 'text', 'published', ${JSON.stringify(before)}, ${JSON.stringify(trailBefore)}, 1, 1, 1, 'rk'),
    (2, 1, 'text', 'published', ${`not json <iframe src="https://evil.example/x"></iframe>`}, 'not json either', 1, 1, 1, 'rk'),
    (3, 1, 'text', 'published', ${JSON.stringify({ body: UNRELATED })}, '[]', 1, 1, 1, 'rk')`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const row = async (id: number) =>
  (await sql<{ content: string; trail: string }>`SELECT content, trail FROM posts WHERE id = ${id}`.execute(db)).rows[0]!;

it('drops foreign iframes, sandboxes kept ones, and leaves everything else byte for byte', async () => {
  const untouched = [await row(2), await row(3)];
  const result = await migrator.migrateTo('005-clean-stored-iframes');
  expect(result.error).toBeUndefined();
  expect(result.results?.at(-1)).toMatchObject({ migrationName: '005-clean-stored-iframes', status: 'Success' });

  const { content, trail } = await row(1);
  expect(JSON.parse(content)).toEqual({
    ...before,
    body: `<p>a</p>${UNRELATED}`,
    // The sanitizer's iframe attributes only (allow= goes), with the player sandbox.
    caption: `<p>watch</p><iframe src="${YOUTUBE}" width="540" height="304" frameborder="0" sandbox="${PLAYER_SANDBOX}"></iframe>`,
    quote: '<p>q</p>',
    // Own embeds get the sandbox without scripts, whatever was stored.
    answer: '<iframe src="/embed/post/7" width="540" sandbox="allow-presentation"></iframe>',
    video: { ...before.video, embed_html: '' },
    // The author's typed source and plain-text fields are not HTML that is rendered: left as stored.
  });
  expect(JSON.parse(trail)).toEqual([{ ...trailBefore[0], html: '<p>first</p>' }, trailBefore[1]]);
  // Unreadable JSON and posts without iframes are not rewritten at all.
  expect([await row(2), await row(3)]).toEqual(untouched);
});

it('has a down that changes nothing (dropped iframes cannot come back)', async () => {
  const after = await row(1);
  expect((await migrator.migrateTo('004-account-safety')).error).toBeUndefined();
  expect(await row(1)).toEqual(after);
  expect((await migrator.migrateTo('005-clean-stored-iframes')).error).toBeUndefined();
  expect(await row(1)).toEqual(after);
});
