import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from './index';

/**
 * "Contains, case ignored" as SQLite's LIKE reads it (issue 12): SQLite's LIKE ignores the case of
 * ASCII letters, PostgreSQL's is case-sensitive, so PostgreSQL uses ILIKE. The needle is a literal:
 * `%`, `_` and `\` are escaped (ESCAPE '\' on both; PostgreSQL's LIKE would otherwise read a
 * backslash as its escape and SQLite's would not).
 */
export function containsIgnoringCase(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  column: string,
  needle: string,
): Expression<SqlBool> {
  const op = sql.raw(isPostgres(db) ? 'ILIKE' : 'LIKE');
  return sql<SqlBool>`${sql.ref(column)} ${op} ${likePattern(needle)} ESCAPE '\\'`;
}

/** `%needle%` with the needle's `\`, `%` and `_` escaped by a backslash. */
export function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
