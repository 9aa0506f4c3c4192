import { decodeHTML } from 'entities';
import { sql, type Kysely } from 'kysely';

// Plain text as typed (issue 7, defect 10). Until now the server stored plain-text fields through an
// HTML sanitizer, so "Tom & Jerry <3" was kept as "Tom &amp; Jerry &lt;3" and shown so. Every such
// value was escaped exactly once: decoding once gives back what was typed (tags the sanitizer
// dropped cannot come back). HTML fields (bodies, captions, answers, quotes, trails) are untouched.
// Migrations are history: this file is never edited once landed, and it keeps its own field list
// and escaping rather than importing lib/ code that may change later.

type Transform = (text: string) => string;

/** The old sanitizer's text escaping (sanitize-html escapes &, < and > in text; quotes stay). */
const escapeOnce: Transform = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function mapString(obj: Json, key: string, f: Transform): void {
  const value = obj[key];
  if (typeof value === 'string') obj[key] = f(value);
}

/** The plain-text fields of a post's content JSON (server/src/services/post-form/build-content.ts as of 003). */
export function mapPlainContent(content: Json, f: Transform): Json {
  const out: Json = structuredClone(content);
  for (const key of ['title', 'question', 'excerpt', 'author']) mapString(out, key, f);
  if (Array.isArray(out.chat))
    for (const line of out.chat) if (isObject(line)) for (const key of ['label', 'phrase']) mapString(line, key, f);
  if (Array.isArray(out.photos)) for (const photo of out.photos) if (isObject(photo)) mapString(photo, 'caption', f);
  if (isObject(out.audio)) for (const key of ['track_title', 'artist', 'album']) mapString(out.audio, key, f);
  return out;
}

async function migrate(db: Kysely<unknown>, f: Transform): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const posts = await sql<{ id: number; content: string }>`SELECT id, content FROM posts`.execute(trx);
    for (const row of posts.rows) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(row.content);
      } catch {
        continue; // unreadable content is left as it is; the mapper reads it as {}
      }
      if (!isObject(parsed)) continue;
      const next = JSON.stringify(mapPlainContent(parsed, f));
      if (next !== row.content) await sql`UPDATE posts SET content = ${next} WHERE id = ${row.id}`.execute(trx);
    }
    const columns: [string, string][] = [
      ['replies', 'text'],
      ['messages', 'text'],
      ['notifications', 'reply_text'],
      ['notifications', 'answer_text'],
    ];
    for (const [table, column] of columns) {
      const rows = await sql<{ id: number; value: string | null }>`SELECT id, ${sql.ref(column)} AS value FROM ${sql.table(
        table,
      )}`.execute(trx);
      for (const row of rows.rows) {
        if (row.value === null) continue;
        const next = f(row.value);
        if (next !== row.value)
          await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${next} WHERE id = ${row.id}`.execute(trx);
      }
    }
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await migrate(db, decodeHTML);
}

/**
 * Escapes the same fields again as the old sanitizer did, so code from before 003 shows what it
 * showed. Not an exact inverse: a value typed with an entity after 003 ("&amp;" literally) comes
 * back escaped, and the tags the old sanitizer had dropped were already lost.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await migrate(db, escapeOnce);
}
