import SQLite from 'better-sqlite3';

// db:copy's reading side: the SQLite site, opened read-only, its tables in foreign-key order.

/**
 * SQLite tables with no PostgreSQL counterpart: SQLite's own, Kysely's migration bookkeeping (the
 * target keeps its own), the FTS5 search index and its shadow tables (PostgreSQL's post_search is
 * filled by its trigger as posts are inserted) and poll_counters (computed on read on PostgreSQL).
 */
export function isSqliteOnly(table: string): boolean {
  return (
    table.startsWith('sqlite_') ||
    table.startsWith('kysely_migration') ||
    table === 'post_search' ||
    table.startsWith('post_search_') ||
    table === 'poll_counters'
  );
}

export interface SourceTable {
  name: string;
  columns: string[];
}

export interface Source {
  sqlite: SQLite.Database;
  /** Copied tables, each after the tables its foreign keys point to. */
  tables: SourceTable[];
  /** Names of the migrations the file has run. */
  migrations: string[];
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Tables sorted so that every table comes after the ones it references (self-references aside). */
export function foreignKeyOrder(tables: string[], references: (table: string) => string[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]): void => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`Foreign keys form a cycle: ${[...path, table].join(' → ')}`);
    state.set(table, 'visiting');
    for (const parent of references(table)) if (parent !== table && tables.includes(parent)) visit(parent, [...path, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

/**
 * Opens the SQLite site read-only and starts a read transaction: every row read and every count
 * comes from one snapshot, even if a server still writes to the file (WAL).
 */
export function openSource(file: string): Source {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  // Exact integers (ids and millisecond times beyond 2^53 would lose digits as numbers).
  sqlite.defaultSafeIntegers(true);
  sqlite.exec('BEGIN');
  const names = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
    (r) => r.name,
  );
  const copied = names.filter((n) => !isSqliteOnly(n));
  const references = (table: string): string[] =>
    (sqlite.prepare(`PRAGMA foreign_key_list(${quote(table)})`).all() as { table: string }[]).map((r) => r.table);
  const tables = foreignKeyOrder(copied, references).map((name) => ({
    name,
    columns: (sqlite.prepare(`PRAGMA table_info(${quote(name)})`).all() as { name: string }[]).map((c) => c.name),
  }));
  const migrations = names.includes('kysely_migration')
    ? (sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((r) => r.name)
    : [];
  return { sqlite, tables, migrations };
}

export function countRows(sqlite: SQLite.Database, table: string): number {
  return Number((sqlite.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: bigint }).n);
}

/** The table's rows as arrays of column values, `size` at a time, in rowid order. */
export function* rowBatches(sqlite: SQLite.Database, table: SourceTable, size: number): Generator<unknown[][]> {
  const statement = sqlite.prepare(`SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}`).raw(true);
  let batch: unknown[][] = [];
  for (const row of statement.iterate() as Iterable<unknown[]>) {
    batch.push(row.map((v) => (typeof v === 'bigint' ? v.toString() : v)));
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export { quote };
