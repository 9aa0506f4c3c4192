import { sql, type Kysely } from 'kysely';

// Blog search (spec 3 §4 "Blog search", issue 10): an FTS5 index of every post's words, kept by
// triggers whatever service writes posts. `rowid` is the post id; `blog` the token `b<blog id>`, so a
// search ANDs it with the words and FTS5 skips straight through the blog's own doclist (a word found
// in every post of the 200,000-post bench world: about 1 ms instead of 50 when the blog is filtered
// after the match); `text` is what dash_post_search_text (db/search-text.ts, registered on every
// connection by openDatabase) takes from the content and the reblog trail, without markup; `tags` the
// post's tags. Visibility, type and the rest are read from `posts` by the search query. unicode61 with
// diacritics removed ("cafe" finds "café"); prefix indexes of 2 and 3 characters for the prefix match
// on the last word. A PostgreSQL port maps this to a tsvector column with the same text. Migrations
// are history: never edit this file once landed; a change of the text rule needs a new migration
// that rebuilds the index.

const text = (row: string) => `dash_post_search_text(${row}.content, ${row}.trail)`;
const tags = (row: string) =>
  `(SELECT COALESCE(group_concat(value, ' '), '') FROM json_each(CASE WHEN json_valid(${row}.tags) THEN ${row}.tags ELSE '[]' END))`;
const blog = (row: string) => `'b' || ${row}.blog_id`;
const index = (row: string) =>
  `INSERT INTO post_search (rowid, blog, text, tags) VALUES (${row}.id, ${blog(row)}, ${text(row)}, ${tags(row)});`;

const TRIGGERS: Record<string, string> = {
  post_search_insert: `AFTER INSERT ON posts BEGIN ${index('NEW')} END`,
  post_search_update: `AFTER UPDATE OF content, trail, tags, blog_id ON posts
    WHEN OLD.content IS NOT NEW.content OR OLD.trail IS NOT NEW.trail OR OLD.tags IS NOT NEW.tags OR OLD.blog_id IS NOT NEW.blog_id
    BEGIN DELETE FROM post_search WHERE rowid = OLD.id; ${index('NEW')} END`,
  post_search_delete: `AFTER DELETE ON posts BEGIN DELETE FROM post_search WHERE rowid = OLD.id; END`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE VIRTUAL TABLE post_search USING fts5(blog, text, tags, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
    )
    .execute(db);
  for (const [name, body] of Object.entries(TRIGGERS)) await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
  // Backfill: every post stored before this migration.
  await sql
    .raw(
      `INSERT INTO post_search (rowid, blog, text, tags) SELECT posts.id, ${blog('posts')}, ${text('posts')}, ${tags('posts')} FROM posts`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(TRIGGERS)) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await sql.raw('DROP TABLE IF EXISTS post_search').execute(db);
}
