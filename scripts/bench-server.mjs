// npm run bench:server: the server's figures (issue 8). Starts a Fastify hello-world and the Dash
// server on the benchmark world (npm run bench:seed; quiet logs, production environment) on free
// ports, signs in as the bench user through the API, drives the poll and the dashboard feed with
// autocannon at 50 and 500 connections, prints req/s, p99 latency and the ratio to hello-world, and
// stops everything. `--duration 10` (seconds per run), `--connections 50,500`, `--json` (one line of
// JSON at the end, for npm run bench). BENCH_DATABASE_FILE picks another world.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './lib/bench-product.mjs';
import { ROOT } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,500' },
    json: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration) || 10;
const connectionList = values.connections.split(',').map(Number).filter(Boolean);
const dbFile = resolve(ROOT, process.env.BENCH_DATABASE_FILE || 'data/bench.sqlite');
const BENCH_EMAIL = 'bench@bench.test';
const BENCH_PASSWORD = 'quiet-feed-bench-2048';

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

async function measure(url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers, pipelining: 1 });
  // autocannon's `errors` already counts the timeouts (a request unanswered after 10 s).
  const bad = result.non2xx + result.errors;
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, bad, timeouts: result.timeouts };
}

async function main() {
  const [helloPort, dashPort] = await Promise.all([freePort(), freePort()]);
  await startChild('hello-world', ['--input-type=module', '-e', HELLO], { PORT: String(helloPort) }, 'hello ready');
  await startChild(
    'dash server',
    ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')],
    {
      PORT: String(dashPort),
      HOST: '127.0.0.1',
      DATABASE_FILE: dbFile,
      DASH_ENV: 'production',
      DASH_LOG: 'silent',
      LOGIN_RATE_LIMIT: '1000',
    },
    'Dash is running',
  );
  const dash = `http://127.0.0.1:${dashPort}`;
  const { cookie, session } = await signIn(dash);
  const keys = session.blogs.map((b) => b.mention_key).join(',');
  const targets = {
    'hello-world': { url: `http://127.0.0.1:${helloPort}/` },
    poll: { url: `${dash}/services/poll?token=${session.user.polling_token}&unread_messages=true&mention_keys=${keys}` },
    'dashboard feed': { url: `${dash}/svc/post/dashboard/before/0` },
  };
  // One check that the endpoints answer as expected before measuring them.
  for (const [name, t] of Object.entries(targets)) {
    const res = await fetch(t.url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  }
  const rows = [];
  for (const connections of connectionList) {
    const hello = await measure(targets['hello-world'].url, connections);
    rows.push({ endpoint: 'hello-world', connections, ...hello, ratio: 1 });
    for (const name of ['poll', 'dashboard feed']) {
      const m = await measure(targets[name].url, connections, { cookie });
      rows.push({ endpoint: name, connections, ...m, ratio: m.rps / hello.rps });
    }
  }
  console.log(`\nServer figures (${duration} s per run, world ${dbFile}):`);
  console.log('endpoint          connections   req/s    p50 ms   p99 ms   × hello-world   failed (timeouts)');
  for (const r of rows) {
    console.log(
      `${r.endpoint.padEnd(18)}${String(r.connections).padStart(11)}${r.rps.toFixed(0).padStart(8)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${r.ratio.toFixed(2).padStart(16)}${String(r.bad).padStart(9)} (${r.timeouts})`,
    );
  }
  if (values.json) console.log(JSON.stringify({ server: rows }));
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(stopAll);
