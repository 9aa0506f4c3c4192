// A private PostgreSQL cluster from Debian's `postgresql` package, listening on loopback only:
// `npm run start:postgres` keeps one in data/postgres, CI makes one in a temporary folder.
// As root (CI, containers) the cluster runs as the `postgres` user, since PostgreSQL refuses root.
//
//   node scripts/lib/postgres-cluster.mjs start <dir> [--fsync-off]   prints the cluster's URL
//   node scripts/lib/postgres-cluster.mjs stop <dir>
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_ROOT = '/usr/lib/postgresql';
export const CLUSTER_USER = 'postgres';

/** The newest Debian PostgreSQL bin folder (PG_BIN overrides), or null when none is installed. */
export function postgresBinDir() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

export const MISSING_POSTGRES =
  "PostgreSQL is not installed. Install Debian's package (sudo apt-get install -y postgresql), " +
  'or point DATABASE_URL at a server you have (DATABASE_URL=postgres://user@host:5432/dash npm run start:postgres).';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`running as root needs the "${name}" user (Debian's postgresql package creates it)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a PostgreSQL binary, as the postgres user when we are root; throws with its output on failure. */
function pg(bin, tool, args, { allowFail = false } = {}) {
  const command = isRoot() ? 'runuser' : join(bin, tool);
  const fullArgs = isRoot() ? ['-u', CLUSTER_USER, '--', join(bin, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFail)
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  return result;
}

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The port of the cluster running in dir, or null when it is not running. */
function runningPort(bin, dir) {
  if (!existsSync(join(dir, 'postmaster.pid'))) return null;
  if (pg(bin, 'pg_ctl', ['-D', dir, 'status'], { allowFail: true }).status !== 0) return null;
  return Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[3]);
}

/**
 * Creates the cluster in dir when it has none (superuser `postgres`, trust auth: it only listens on
 * 127.0.0.1), starts it on a free port unless it already runs. Returns its port and whether this
 * call started it.
 */
export async function startCluster(dir, { fsyncOff = false, bin = postgresBinDir() } = {}) {
  if (!bin) throw new Error(MISSING_POSTGRES);
  dir = resolve(dir);
  const running = runningPort(bin, dir);
  if (running) return { port: running, started: false };
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    // Only the cluster's own folder is private: the postgres user must traverse the ones above it.
    mkdirSync(dirname(dir), { recursive: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (isRoot()) {
      const { uid, gid } = userIds(CLUSTER_USER);
      chownSync(dir, uid, gid);
      if (spawnSync('runuser', ['-u', CLUSTER_USER, '--', 'test', '-w', dir]).status !== 0)
        throw new Error(
          `the ${CLUSTER_USER} user cannot reach ${dir}: let it traverse the folders above it, or set DATABASE_URL`,
        );
    }
    pg(bin, 'initdb', ['-D', dir, '-U', CLUSTER_USER, '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  }
  const port = await freePort();
  const settings = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    ...(fsyncOff ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  pg(bin, 'pg_ctl', ['-D', dir, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', settings.join(' '), 'start']);
  return { port, started: true };
}

/** Creates the database unless it exists. */
export function ensureDatabase(port, name, { bin = postgresBinDir() } = {}) {
  const psql = (sql) =>
    pg(bin, 'psql', ['-h', '127.0.0.1', '-p', String(port), '-U', CLUSTER_USER, '-d', 'postgres', '-tAc', sql]);
  if (psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`).stdout.trim() !== '1') psql(`CREATE DATABASE "${name}"`);
}

export const clusterUrl = (port, database = 'postgres') => `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`;

export function stopCluster(dir, { bin = postgresBinDir() } = {}) {
  if (!bin || !runningPort(bin, resolve(dir))) return;
  pg(bin, 'pg_ctl', ['-D', resolve(dir), '-m', 'fast', '-w', 'stop'], { allowFail: true });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (!dir || !['start', 'stop'].includes(command)) {
    console.error('usage: postgres-cluster.mjs start|stop <dir> [--fsync-off]');
    process.exit(2);
  }
  try {
    if (command === 'stop') stopCluster(dir);
    else {
      const { port } = await startCluster(dir, { fsyncOff: process.argv.includes('--fsync-off') });
      process.stdout.write(`${clusterUrl(port)}\n`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
