import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ftsQueryOf } from '../../lib/fts-query';
import { isPostgres } from './index';

/**
 * Blog and sitewide search's words condition (repositories/post-search.ts), the one place where the
 * two full-text engines differ (issue 12):
 * - SQLite: migration 013's FTS5 table, `post_search MATCH '<expression>'` (lib/fts-query), the blog
 *   as its `b<id>` token ANDed into the expression (FTS5 then walks the blog's own doclist); the
 *   post id is the row's `rowid`.
 * - PostgreSQL: migrations/postgres/013's tsvector `words` (text and tags), `@@ dash_search_tsquery(…)`,
 *   a SQL function that folds the words as the stored ones were folded and quotes each as a lexeme
 *   (the last of 2+ characters a prefix, `:*`), so no input is ever tsquery syntax; the blog as
 *   `post_search.blog_id`; the post id is the `post_id` column.
 * Words come from lib/fts-query searchWords (letters, digits and marks; never a raw term).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
type Db = Kysely<any>;

/** The post id of a `post_search` row. */
export function postSearchPostId(db: Db): RawBuilder<number> {
  return isPostgres(db) ? sql<number>`post_search.post_id` : sql<number>`post_search.rowid`;
}

/**
 * True for the `post_search` rows whose words (text or tags) contain every word, the last as a
 * prefix; with `blogId`, only that blog's posts. No words: nothing matches.
 */
export function postSearchMatches(db: Db, words: readonly string[], opts: { blogId?: number } = {}): Expression<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  const blogId = opts.blogId === undefined ? undefined : Math.trunc(opts.blogId);
  if (isPostgres(db)) {
    const match = sql<SqlBool>`post_search.words @@ dash_search_tsquery(${tsQueryTerm(words)})`;
    return blogId === undefined ? match : sql<SqlBool>`(post_search.blog_id = ${blogId} AND ${match})`;
  }
  return sql<SqlBool>`post_search MATCH ${ftsExpression(words, blogId)}`;
}

/** SQLite: the FTS5 expression, in the text or the tags, and ANDed with the blog's token. */
export function ftsExpression(words: readonly string[], blogId?: number): string {
  const inWords = `{text tags} : (${ftsQueryOf(words)})`;
  return blogId === undefined ? inWords : `blog : "b${Math.trunc(blogId)}" AND ${inWords}`;
}

/** PostgreSQL: the text dash_search_tsquery takes (the words, space-separated). */
export function tsQueryTerm(words: readonly string[]): string {
  return words.join(' ');
}
