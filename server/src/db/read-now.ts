import type { CompiledQuery, Kysely, SqliteStatement } from 'kysely';

/**
 * The prepared statement for `sql` on a database's one SQLite connection when that connection is
 * idle right now (no query and no transaction holds it), or undefined when it is not.
 */
export type IdleStatement = (sql: string) => SqliteStatement | undefined;

// Only the root instances db/database.ts opens are here: a Transaction, a `withPlugin` copy or a
// database of another dialect is a different object and is never found, so it takes Kysely's path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by identity, whatever the schema
const readers = new WeakMap<Kysely<any>, IdleStatement>();

/** Called by openDatabase for the SQLite instance it returns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by identity, whatever the schema
export function registerNowReader(db: Kysely<any>, statementIfIdle: IdleStatement): void {
  readers.set(db, statementIfIdle);
}

/**
 * The rows of a read run at once, synchronously, or undefined when that is not possible (`db` is
 * a transaction or not a registered SQLite database, the connection is held, or the statement
 * writes): the caller then goes through Kysely. Issue 8: Kysely's layers around one query (runtime
 * driver, connection provider, executor, several awaits) cost as much as the read itself.
 *
 * Correct because better-sqlite3 runs a statement synchronously on the one connection: while
 * nothing holds that connection no transaction is open on it (Kysely begins one only after taking
 * the connection and commits before giving it back), so this read sees exactly what a query
 * queued through Kysely at this moment would see, and nothing can run in the middle of it. The
 * statement is the same cached one Kysely's driver would use, and the rows are what its SQLite
 * driver returns (`statement.all(parameters)`; the root instance has no result plugins).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function readRowsNow<R>(db: Kysely<any>, query: CompiledQuery<R>): R[] | undefined {
  const statement = readers.get(db)?.(query.sql);
  if (!statement?.reader) return undefined;
  return statement.all(query.parameters) as R[];
}

/**
 * The rows of one read statement: at once when the connection is idle (readRowsNow), otherwise
 * through `db.executeQuery` (a transaction, a busy connection, another dialect). Same rows, same
 * errors (a failing statement rejects, as through Kysely).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function readRows<R>(db: Kysely<any>, query: CompiledQuery<R>): Promise<R[]> {
  try {
    const rows = readRowsNow(db, query);
    if (rows) return Promise.resolve(rows);
  } catch (error) {
    // The statement's own error, as Kysely would reject with it (better-sqlite3's SqliteError).
    return Promise.reject(error as Error);
  }
  return db.executeQuery(query).then((result) => result.rows);
}
