import { CompiledQuery, type Kysely } from 'kysely';
import { migrationProvider } from '../migrations';
import { isPostgres } from '../postgres';
import { migrateToLatest, openDatabase, type Db } from '../database';
import { countRows, openSource, quote, rowBatches, type Source } from './source';

// npm run db:copy -- --from data/dash.sqlite --to postgres://… (issue 12): a SQLite site into an
// empty PostgreSQL database, ids intact, in one transaction, then row counts compared table by
// table. Read by db/copy/cli.ts; server/README.md "Moving a site to PostgreSQL".

/** Anything that stops the copy before it writes (a clear message, exit 1). */
export class CopyRefused extends Error {}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface CopyReport {
  tables: TableCount[];
  /** Posts and their search rows on PostgreSQL (filled by its trigger as posts are inserted). */
  search: { posts: number; rows: number };
  mediaRows: number;
  seconds: number;
}

/** PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMETERS = 65_535;
const MAX_BATCH_ROWS = 1000;
/** A progress line every so many rows of a big table. */
const PROGRESS_ROWS = 50_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
const run = <R>(db: Kysely<any>, text: string, parameters: unknown[] = []) =>
  db.executeQuery<R>(CompiledQuery.raw(text, parameters));

async function targetColumns(db: Db): Promise<Map<string, Set<string>>> {
  const { rows } = await run<{ table_name: string; column_name: string }>(
    db,
    'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()',
  );
  const tables = new Map<string, Set<string>>();
  for (const r of rows) tables.set(r.table_name, (tables.get(r.table_name) ?? new Set()).add(r.column_name));
  return tables;
}

async function targetCount(db: Db, table: string): Promise<number> {
  const { rows } = await run<{ n: number }>(db, `SELECT count(*) AS n FROM ${quote(table)}`);
  return Number(rows[0]?.n ?? 0);
}

/** Stops before writing: the source behind on migrations, a table or column PostgreSQL lacks. */
async function checkSchemas(source: Source, db: Db): Promise<void> {
  const expected = Object.keys(await migrationProvider.getMigrations());
  const missing = expected.filter((m) => !source.migrations.includes(m));
  if (missing.length > 0)
    throw new CopyRefused(
      `The SQLite file has not run every migration (missing ${missing.join(', ')}): start the server on it once ` +
        '(DATABASE_FILE=<file> npm start) so it is up to date, then copy it.',
    );
  const columns = await targetColumns(db);
  for (const table of source.tables) {
    const target = columns.get(table.name);
    if (!target) throw new CopyRefused(`Table ${table.name} has no counterpart on PostgreSQL.`);
    const lacking = table.columns.filter((c) => !target.has(c));
    if (lacking.length > 0) throw new CopyRefused(`Table ${table.name}: PostgreSQL lacks column(s) ${lacking.join(', ')}.`);
  }
}

/** Refuses a target that already holds a site (any user or post) or any row in a table to fill. */
async function checkEmpty(source: Source, db: Db): Promise<void> {
  const filled: string[] = [];
  for (const table of source.tables) {
    const n = await targetCount(db, table.name);
    if (n > 0) filled.push(`${table.name} ${n}`);
  }
  if (filled.length > 0)
    throw new CopyRefused(
      `The target database is not empty (${filled.join(', ')}): db:copy only copies into an empty database. ` +
        'Create a new one (createdb) or drop this one first; nothing was copied.',
    );
}

/** Every bigserial sequence of the public tables moved past the copied ids. */
async function resetSequences(trx: Db): Promise<void> {
  const { rows } = await run<{ table_name: string; column_name: string }>(
    trx,
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    // setval(seq, max, true) makes the next id max + 1; an empty table starts again at 1.
    await run(
      trx,
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(max(${quote(column)}), 1), max(${quote(column)}) IS NOT NULL)
         FROM ${quote(table)}`,
      [table, column],
    );
  }
}

export interface CopyOptions {
  from: string;
  to: string;
  log?: (line: string) => void;
}

export async function copySqliteToPostgres({ from, to, log = () => undefined }: CopyOptions): Promise<CopyReport> {
  const started = performance.now();
  const source = openSource(from);
  const db = openDatabase(to);
  try {
    if (!isPostgres(db)) throw new CopyRefused(`--to must be a postgres:// URL, not ${to}.`);
    log('Migrating the target to the latest schema…');
    await migrateToLatest(db);
    await checkSchemas(source, db);
    await checkEmpty(source, db);
    const counts = new Map(source.tables.map((t) => [t.name, countRows(source.sqlite, t.name)]));
    await db.transaction().execute(async (trx) => {
      for (const table of source.tables) {
        const total = counts.get(table.name) ?? 0;
        const size = Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / table.columns.length));
        const columnList = table.columns.map(quote).join(', ');
        let done = 0;
        let nextReport = PROGRESS_ROWS;
        for (const batch of rowBatches(source.sqlite, table, size)) {
          const width = table.columns.length;
          const values = batch.map((_, r) => `(${table.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`);
          await run(trx, `INSERT INTO ${quote(table.name)} (${columnList}) VALUES ${values.join(', ')}`, batch.flat());
          done += batch.length;
          if (done >= nextReport && done < total) {
            log(`  ${table.name}: ${done} / ${total}`);
            nextReport += PROGRESS_ROWS;
          }
        }
        log(`Copied ${table.name}: ${done} rows`);
      }
      await resetSequences(trx);
    });
    // Fresh planner statistics: without them PostgreSQL plans the first queries on a big copy blind
    // until autovacuum gets to it.
    log('Analyzing the copied tables…');
    await run(db, 'ANALYZE');
    const tables: TableCount[] = [];
    for (const table of source.tables)
      tables.push({ table: table.name, source: counts.get(table.name) ?? 0, target: await targetCount(db, table.name) });
    const search = { posts: await targetCount(db, 'posts'), rows: await targetCount(db, 'post_search') };
    return { tables, search, mediaRows: counts.get('media') ?? 0, seconds: (performance.now() - started) / 1000 };
  } finally {
    source.sqlite.close();
    await db.destroy();
  }
}

/** True when every table (and the search index) holds on PostgreSQL what SQLite held. */
export const countsMatch = (report: CopyReport): boolean =>
  report.tables.every((t) => t.source === t.target) && report.search.rows === report.search.posts;
