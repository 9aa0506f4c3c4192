import { CompiledQuery, type Kysely } from 'kysely';
import { isPostgres } from '../postgres';

// What differs between SQLite and PostgreSQL, one small module per concern (issue 12); repositories
// ask these modules and never test the dialect themselves. This one: which database, and raw
// statements written once with `?` placeholders.

export { isPostgres };

/**
 * A raw statement written with SQLite's `?` placeholders, numbered `$1, $2, …` for PostgreSQL.
 * Only for our own statement texts (a `?` inside a string literal would be renumbered too).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function rawQuery<R>(db: Kysely<any>, text: string, parameters: readonly unknown[]): CompiledQuery<R> {
  if (!isPostgres(db)) return CompiledQuery.raw(text, [...parameters]);
  let numbered = NUMBERED.get(text);
  if (numbered === undefined) {
    let n = 0;
    numbered = text.replace(/\?/g, () => `$${++n}`);
    NUMBERED.set(text, numbered);
  }
  return CompiledQuery.raw(numbered, [...parameters]);
}

/** Numbered texts by their `?` text: a handful of statements, each written out once in its module. */
const NUMBERED = new Map<string, string>();
