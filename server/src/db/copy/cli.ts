import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPostgresUrl } from '../postgres';
import { CopyRefused, copySqliteToPostgres, countsMatch, type CopyReport } from './copy';

// npm run db:copy -- --from data/dash.sqlite --to postgres://… : a SQLite site into an empty
// PostgreSQL database (server/README.md "Moving a site to PostgreSQL"). Exit 0 when every count
// matches, 1 on a refusal, an error or a mismatch.

const USAGE = 'Usage: npm run db:copy -- --from <site.sqlite> --to <postgres://user@host:port/database>';

/** The URL without its password, for the output. */
function label(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export function reportLines(report: CopyReport, to: string): string[] {
  const width = Math.max(...report.tables.map((t) => t.table.length), 'post_search (rebuilt)'.length) + 2;
  const line = (name: string, source: number | string, target: number, ok: boolean) =>
    `  ${name.padEnd(width)}${String(source).padStart(10)}${String(target).padStart(12)}  ${ok ? 'ok' : 'MISMATCH'}`;
  return [
    '',
    `Row counts, SQLite → ${label(to)}:`,
    `  ${'table'.padEnd(width)}${'SQLite'.padStart(10)}${'PostgreSQL'.padStart(12)}`,
    ...report.tables.map((t) => line(t.table, t.source, t.target, t.source === t.target)),
    line('post_search (rebuilt)', `${report.search.posts} posts`, report.search.rows, report.search.rows === report.search.posts),
    '',
    `Media: ${report.mediaRows} rows in the media table name files by paths relative to MEDIA_DIR. The copied site must ` +
      'run with MEDIA_DIR set to the same folder (or a copy of it; a shared folder for several instances).',
  ];
}

async function main(argv: string[]): Promise<number> {
  let from: string | undefined;
  let to: string | undefined;
  try {
    ({
      values: { from, to },
    } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' } } }));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 1;
  }
  to ||= process.env.DATABASE_URL;
  if (!from || !to) {
    process.stderr.write(`${USAGE}\n(--to defaults to DATABASE_URL)\n`);
    return 1;
  }
  // npm runs the script at the repository root; a relative --from is read from where npm was called.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  if (!fs.existsSync(file)) {
    process.stderr.write(`No SQLite file at ${file}.\n`);
    return 1;
  }
  if (!isPostgresUrl(to)) {
    process.stderr.write(`--to must be a postgres:// URL (got ${to}).\n${USAGE}\n`);
    return 1;
  }
  process.stdout.write(`Copying ${file} into ${label(to)}\n`);
  try {
    const report = await copySqliteToPostgres({ from: file, to, log: (l) => process.stdout.write(`${l}\n`) });
    process.stdout.write(`${reportLines(report, to).join('\n')}\n`);
    if (!countsMatch(report)) {
      process.stderr.write('\nThe counts differ (MISMATCH above): do not serve the copy.\n');
      return 1;
    }
    process.stdout.write(
      `\nDone in ${report.seconds.toFixed(1)} s: every count matches. Serve it with DATABASE_URL=${label(to)}.\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof CopyRefused) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    // The usual first mistake: the target database is not created yet.
    const missing = /database "([^"]+)" does not exist/.exec(err instanceof Error ? err.message : '');
    if (missing) {
      process.stderr.write(`The database ${missing[1]} does not exist: create it first (createdb ${missing[1]}), then copy.\n`);
      return 1;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `db:copy failed, nothing was copied: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
