import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';
import { migrationProvider, postgresMigrationProvider } from './migrations';
import { isPostgres, isPostgresUrl, openPostgres } from './postgres';
import { registerNowReader } from './read-now';
import { registerSqlFunctions } from './search-text';
import type { Database } from './types';

export type Db = Kysely<Database>;

/** How many prepared statements are kept (the feeds' `IN (?, ?, …)` lists make one per length). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with prepared statements kept by their SQL (least recently used dropped first).
 * Kysely's SQLite driver calls `prepare` for every query; parsing and planning a statement cost
 * more than running most of ours (issue 8: 12 % of a poll request's time went to `prepare`).
 * Safe because Kysely runs one query at a time on its one connection and never streams here
 * (a statement in the middle of `iterate` could not be reused). SQLite re-prepares a statement
 * by itself when the schema changes (migrations).
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string): SqliteStatement => {
      let statement = statements.get(sql);
      if (statement) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Kysely's SQLite driver around its one connection, with a cheaper lock (issue 8): the first caller
 * takes the free connection at once, later ones queue and are handed it in order. Kysely's own
 * mutex wakes every waiter on each release and costs an async function and a new promise per query.
 * Transactions and savepoints are the SQLite driver's own.
 */
class QueuedConnectionDriver implements Driver {
  #connection: DatabaseConnection | null = null;
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly inner: Driver) {}

  /**
   * True when nothing holds the connection: no query and no transaction is under way on it, and
   * none waits (the queue is handed the connection directly on release, so it is empty here).
   * False before the first query opens it and after destroy.
   */
  get idle(): boolean {
    return this.#connection !== null && !this.#busy;
  }

  async init(): Promise<void> {
    await this.inner.init();
    // The inner driver's one connection, taken once and kept: this driver lends it from now on.
    this.#connection = await this.inner.acquireConnection();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const connection = this.#connection;
    if (!connection) return Promise.reject(new Error('The database is closed.'));
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => this.#waiting.push(() => resolve(connection)));
  }

  releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
    return Promise.resolve();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.inner.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!(connection, name, compile);

  async destroy(): Promise<void> {
    this.#connection = null;
    await this.inner.destroy();
  }
}

class QueuedSqliteDialect extends SqliteDialect {
  /** The driver Kysely made from this dialect (Kysely creates it once, in its constructor). */
  driver: QueuedConnectionDriver | null = null;

  override createDriver(): Driver {
    this.driver = new QueuedConnectionDriver(super.createDriver());
    return this.driver;
  }
}

/**
 * Opens the database: a `postgres://` URL (DATABASE_URL) opens a PostgreSQL pool (db/postgres.ts),
 * anything else is a SQLite file, opened (and created) in WAL mode.
 */
export function openDatabase(target: string): Db {
  if (isPostgresUrl(target)) return openPostgres(target);
  const file = target;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The post_search triggers (migration 013) call dash_post_search_text.
  registerSqlFunctions(sqlite);
  const database = withStatementCache(sqlite);
  const dialect = new QueuedSqliteDialect({ database });
  const db = new Kysely<Database>({ dialect });
  const driver = dialect.driver;
  // db/read-now: a read may run at once, on the same cached statements, while the connection is idle.
  if (driver) registerNowReader(db, (sql) => (driver.idle ? database.prepare(sql) : undefined));
  return db;
}

export async function migrateToLatest(db: Db): Promise<void> {
  // PostgreSQL would run them all in one transaction, but several migrations open their own (as
  // they must on SQLite): each runs as on SQLite, under Kysely's advisory lock, so two instances
  // starting together migrate once.
  const migrator = new Migrator({
    db,
    provider: isPostgres(db) ? postgresMigrationProvider : migrationProvider,
    disableTransactions: isPostgres(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
