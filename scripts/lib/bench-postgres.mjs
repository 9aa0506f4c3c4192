// The PostgreSQL part of npm run bench:server (issue 12): a fresh database on the server of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL; a role that may create databases), the SQLite bench world
// copied into it with npm run db:copy, dropped at the end.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { adminQuery, databaseUrl } from './postgres-admin.mjs';
import { ROOT } from './workspace.mjs';

export { urlLabel } from './postgres-admin.mjs';

/** The server URL the PostgreSQL figures use, or null (then they are skipped). */
export const benchPostgresUrl = (env = process.env) => env.BENCH_DATABASE_URL?.trim() || env.TEST_DATABASE_URL?.trim() || null;

/** A new, empty database beside the one in `serverUrl`: its URL and a drop(). */
export async function createBenchDatabase(serverUrl) {
  const name = `dash_bench_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** npm run db:copy of the SQLite world into `url`; resolves with its closing line, rejects with its output. */
export function copyWorld(file, url) {
  return new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'server', 'src', 'db', 'copy', 'cli.ts'), '--from', file, '--to', url],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      if (code === 0) ok(out.split('\n').find((l) => l.startsWith('Done in')) ?? 'copied');
      else fail(new Error(`db:copy exited with ${code}:\n${out}`));
    });
  });
}
