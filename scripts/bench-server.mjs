// npm run bench:server: the server's figures (issue 8). Starts a Fastify hello-world and the Dash
// server on the benchmark world (npm run bench:seed; quiet logs, production environment) on free
// ports, signs in as the bench user through the API, drives the poll and the dashboard feed with
// autocannon at 50 and 500 connections, prints req/s, p99 latency and the ratio to hello-world, and
// stops everything. `--duration 10` (seconds per run), `--connections 50,500`, `--json` (one line of
// JSON at the end, for npm run bench). BENCH_DATABASE_FILE picks another world.
// With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set to a PostgreSQL server whose role may create
// databases, the same world is then copied into a fresh database there (npm run db:copy), and the poll
// and feed are measured against one server instance, then two (two processes on the same DATABASE_URL,
// autocannon spreading its connections over both ports); the database is dropped at the end.
// `--no-sqlite` skips the SQLite figures (the hello-world still runs, for the ratios).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './lib/bench-product.mjs';
import { benchPostgresUrl, copyWorld, createBenchDatabase, urlLabel } from './lib/bench-postgres.mjs';
import { ROOT } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,500' },
    json: { type: 'boolean', default: false },
    'no-sqlite': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration) || 10;
const connectionList = values.connections.split(',').map(Number).filter(Boolean);
const dbFile = resolve(ROOT, process.env.BENCH_DATABASE_FILE || 'data/bench.sqlite');
const BENCH_EMAIL = 'bench@bench.test';
const BENCH_PASSWORD = 'quiet-feed-bench-2048';
const postgresServer = benchPostgresUrl();
const started = Date.now();
const log = (line) => console.log(`[bench-server ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

if (!existsSync(dbFile)) {
  console.error(`${dbFile} does not exist: run npm run bench:seed first.`);
  process.exit(2);
}

const children = [];
/** Spawns a server and resolves once its stdout prints `ready`. */
function startChild(name, args, env, ready) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      if (out.includes(ready)) ok(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => fail(new Error(`${name} exited with ${code}:\n${out}`)));
  });
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

// The hello-world: Fastify's defaults, no logger, one JSON route (the ratio's denominator).
const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('hello ready');
`;

/** Cookies from Set-Cookie headers, merged into a jar (name → value). */
function keepCookies(jar, res) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}
const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function signIn(base) {
  const jar = new Map();
  const session = await fetch(`${base}/svc/session`);
  keepCookies(jar, session);
  const formKey = (await session.json()).response.form_key;
  const res = await fetch(`${base}/svc/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-form-key': formKey, cookie: cookieHeader(jar) },
    body: new URLSearchParams({ email: BENCH_EMAIL, password: BENCH_PASSWORD }).toString(),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`login failed: ${res.status} ${JSON.stringify(body.errors ?? body.meta)}`);
  keepCookies(jar, res);
  return { cookie: cookieHeader(jar), session: body.response };
}

/** autocannon on one URL, or on several (its connections spread over them in turn). */
async function measure(url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers, pipelining: 1 });
  // autocannon's `errors` already counts the timeouts (a request unanswered after 10 s).
  const bad = result.non2xx + result.errors;
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, bad, timeouts: result.timeouts };
}

/** The Dash server on a free port; resolves with its base URL once it says it is running. */
async function startDash(name, env) {
  const port = await freePort();
  await startChild(
    name,
    ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')],
    { PORT: String(port), HOST: '127.0.0.1', DASH_ENV: 'production', DASH_LOG: 'silent', LOGIN_RATE_LIMIT: '1000', ...env },
    'Dash is running',
  );
  return `http://127.0.0.1:${port}`;
}

/** The poll's and the feed's URLs on a server, checked once before they are measured. */
async function dashTargets(base, cookie, session) {
  const keys = session.blogs.map((b) => b.mention_key).join(',');
  const targets = {
    poll: `${base}/services/poll?token=${session.user.polling_token}&unread_messages=true&mention_keys=${keys}`,
    'dashboard feed': `${base}/svc/post/dashboard/before/0`,
  };
  for (const [name, url] of Object.entries(targets)) {
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${name} at ${base} answered ${res.status}: ${await res.text()}`);
  }
  return targets;
}

function printRows(title, rows) {
  console.log(`\n${title}:`);
  const instances = rows.some((r) => r.instances);
  console.log(
    `endpoint          ${instances ? 'instances  ' : ''}connections   req/s    p50 ms   p99 ms   × hello-world   failed (timeouts)`,
  );
  for (const r of rows) {
    console.log(
      `${r.endpoint.padEnd(18)}${instances ? String(r.instances ?? '').padStart(9) + '  ' : ''}${String(r.connections).padStart(11)}${r.rps.toFixed(0).padStart(8)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${r.ratio.toFixed(2).padStart(16)}${String(r.bad).padStart(9)} (${r.timeouts})`,
    );
  }
}

/**
 * The world on PostgreSQL: copied into a fresh database, two servers on it, the poll and the feed
 * against the first alone, then against both. `hello` is the hello-world's req/s per connection count.
 */
async function postgresFigures(hello) {
  log(`PostgreSQL: a fresh database on ${urlLabel(postgresServer)}, the world copied into it (npm run db:copy)`);
  const database = await createBenchDatabase(postgresServer);
  try {
    log(`PostgreSQL: ${await copyWorld(dbFile, database.url)}`);
    const env = { DATABASE_URL: database.url };
    const bases = [await startDash('dash server 1 (PostgreSQL)', env), await startDash('dash server 2 (PostgreSQL)', env)];
    log(`PostgreSQL: two instances at ${bases.join(' and ')}, pool ${process.env.DATABASE_POOL_SIZE || 10} connections each`);
    // Signed in on the first instance; the session lives in the database, so the second takes it too.
    const { cookie, session } = await signIn(bases[0]);
    const targets = await Promise.all(bases.map((base) => dashTargets(base, cookie, session)));
    const rows = [];
    for (const connections of connectionList) {
      for (const instances of [1, 2]) {
        for (const name of ['poll', 'dashboard feed']) {
          const urls = targets.slice(0, instances).map((t) => t[name]);
          const m = await measure(urls.length === 1 ? urls[0] : urls, connections, { cookie });
          rows.push({ endpoint: name, instances, connections, ...m, ratio: m.rps / hello.get(connections) });
        }
      }
    }
    return rows;
  } finally {
    for (const child of children.splice(2)) if (child.exitCode === null) child.kill('SIGTERM');
    // The servers' pools close as they exit; FORCE ends whatever connection is left.
    await new Promise((ok) => setTimeout(ok, 500));
    await database.drop();
  }
}

async function main() {
  const helloPort = await freePort();
  await startChild('hello-world', ['--input-type=module', '-e', HELLO], { PORT: String(helloPort) }, 'hello ready');
  const dash = await startDash('dash server', { DATABASE_FILE: dbFile });
  const { cookie, session } = await signIn(dash);
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const targets = await dashTargets(dash, cookie, session);
  const rows = [];
  const hello = new Map();
  for (const connections of connectionList) {
    const h = await measure(helloUrl, connections);
    hello.set(connections, h.rps);
    rows.push({ endpoint: 'hello-world', connections, ...h, ratio: 1 });
    if (values['no-sqlite']) continue;
    for (const name of ['poll', 'dashboard feed']) {
      const m = await measure(targets[name], connections, { cookie });
      rows.push({ endpoint: name, connections, ...m, ratio: m.rps / h.rps });
    }
  }
  printRows(`Server figures (${duration} s per run, world ${dbFile})`, rows);
  let postgres = null;
  if (postgresServer) {
    // The SQLite server is stopped first: it would share the machine's two cores with the runs.
    children[1]?.kill('SIGTERM');
    postgres = await postgresFigures(hello);
    printRows(`PostgreSQL figures (${duration} s per run, the same world copied into PostgreSQL)`, postgres);
  } else {
    log('PostgreSQL figures skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a postgres:// server URL to add them');
  }
  if (values.json) console.log(JSON.stringify({ server: rows, postgres }));
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(stopAll);
