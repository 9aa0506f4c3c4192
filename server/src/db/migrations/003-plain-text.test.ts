import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type Db } from '../database';
import { migrationProvider } from '.';

// 003 decodes plain-text fields that the old sanitizer stored HTML-escaped (issue 7, defect 10).
let dir: string;
let db: Db;
let migrator: Migrator;

const ESCAPED = 'Tom &amp; Jerry &lt;3';
const TYPED = 'Tom & Jerry <3';
const content = (text: string) => ({
  title: text,
  body: '<p>Fish &amp; chips</p>',
  chat: [{ label: `${text}:`, phrase: text }],
  photos: [{ url: '/p.jpg', caption: text }],
  audio: { url: '/a.mp3', track_title: text, artist: text, album: text },
  question: text,
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-m003-'));
  db = openDatabase(path.join(dir, 'm.sqlite'));
  migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('002-compose-actions')).error).toBeUndefined();
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at) VALUES (1, 'u', 'u@x', 'h', 's', 't', 1)`.execute(
    db,
  );
  await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at) VALUES (1, 'b', 'b', 'b', '{}', 1, 'b', 1)`.execute(
    db,
  );
  await sql`INSERT INTO posts (id, blog_id, type, state, content, created_at, updated_at, timestamp, reblog_key)
    VALUES (1, 1, 'text', 'published', ${JSON.stringify(content(ESCAPED))}, 1, 1, 1, 'rk'), (2, 1, 'text', 'published', 'not json', 1, 1, 1, 'rk')`.execute(
    db,
  );
  await sql`INSERT INTO replies (post_id, blog_id, text, created_at) VALUES (1, 1, ${ESCAPED}, 1)`.execute(db);
  await sql`INSERT INTO conversations (id, status, created_at, last_modified_ts) VALUES (1, 'ACTIVE', 1, 1)`.execute(db);
  await sql`INSERT INTO messages (conversation_id, sender_blog_id, type, text, ts) VALUES (1, 1, 'TEXT', ${ESCAPED}, 1)`.execute(
    db,
  );
  await sql`INSERT INTO notifications (blog_id, type, created_at, reply_text, answer_text) VALUES (1, 'reply', 1, ${ESCAPED}, ${ESCAPED})`.execute(
    db,
  );
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const read = async () => ({
  content: JSON.parse((await sql<{ c: string }>`SELECT content AS c FROM posts WHERE id = 1`.execute(db)).rows[0]!.c) as unknown,
  broken: (await sql<{ c: string }>`SELECT content AS c FROM posts WHERE id = 2`.execute(db)).rows[0]!.c,
  reply: (await sql<{ t: string }>`SELECT text AS t FROM replies`.execute(db)).rows[0]!.t,
  message: (await sql<{ t: string }>`SELECT text AS t FROM messages`.execute(db)).rows[0]!.t,
  notification: (await sql<{ r: string; a: string }>`SELECT reply_text AS r, answer_text AS a FROM notifications`.execute(db))
    .rows[0],
});

it('up decodes the plain fields once and leaves HTML fields and unreadable rows alone; down escapes them again', async () => {
  expect((await migrator.migrateTo('003-plain-text')).error).toBeUndefined();
  expect(await read()).toEqual({
    content: content(TYPED),
    broken: 'not json',
    reply: TYPED,
    message: TYPED,
    notification: { r: TYPED, a: TYPED },
  });
  expect((await migrator.migrateTo('002-compose-actions')).error).toBeUndefined();
  expect(await read()).toEqual({
    content: content(ESCAPED),
    broken: 'not json',
    reply: ESCAPED,
    message: ESCAPED,
    notification: { r: ESCAPED, a: ESCAPED },
  });
});
