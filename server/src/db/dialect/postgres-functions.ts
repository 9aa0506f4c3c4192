import { sql, type Kysely } from 'kysely';

/**
 * SQLite's built-in functions that our queries use, defined on PostgreSQL (issue 12), so a query is
 * written once for both databases. Created by PostgreSQL's first migration
 * (migrations/postgres/001-initial.ts); a function added here later needs a migration of its own.
 * - max(a, b), min(a, b): SQLite's two-argument scalars (GREATEST, LEAST); the one-argument
 *   aggregates stay PostgreSQL's own.
 * - instr(haystack, needle): strpos.
 * - json_each(text): the values of a JSON array of ids, as SQLite's `SELECT value FROM json_each(?)`
 *   reads them (one bound parameter, whatever the list's length). Only arrays of whole numbers.
 * - json_group_array(text): an aggregate to a JSON array, returned as text like SQLite's.
 */
export const POSTGRES_FUNCTIONS = [
  `CREATE FUNCTION max(a anycompatible, b anycompatible) RETURNS anycompatible LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS 'SELECT GREATEST(a, b)'`,
  `CREATE FUNCTION min(a anycompatible, b anycompatible) RETURNS anycompatible LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS 'SELECT LEAST(a, b)'`,
  `CREATE FUNCTION instr(haystack text, needle text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS 'SELECT strpos(haystack, needle)'`,
  // ROWS 20: a page's ids. PostgreSQL assumes 1,000 rows of a set-returning function, and for a
  // thousand posts it hashes all of the viewer's likes and reblogs instead of one lookup per post.
  `CREATE FUNCTION json_each(ids text) RETURNS TABLE (value bigint) LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 20
    AS 'SELECT v::bigint FROM jsonb_array_elements_text(ids::jsonb) AS v'`,
  `CREATE FUNCTION dash_json_array_text(items text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS 'SELECT COALESCE(array_to_json(items)::text, ''[]'')'`,
  `CREATE AGGREGATE json_group_array(text) (SFUNC = array_append, STYPE = text[], INITCOND = '{}',
    FINALFUNC = dash_json_array_text)`,
];

export async function createPostgresFunctions(db: Kysely<unknown>): Promise<void> {
  for (const statement of POSTGRES_FUNCTIONS) await sql.raw(statement).execute(db);
}
