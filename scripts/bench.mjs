// npm run bench: every figure of issue 8 in one run, printed beside its target. It builds what changed
// (scripts/build-all.mjs), starts the product itself (production registry, a fresh temporary demo
// database, a free port: scripts/lib/bench-product.mjs), and measures, signed in as alex through the API:
//   1. the JS bytes per package on /dashboard: none needed for the first posts (JavaScript off), until
//      interactive (hydrated), at idle, opening the post form (scripts/lib/bench-js.mjs);
//   2. Lighthouse (mobile preset, simulated throttling) on /dashboard and /explore, the median of
//      --runs runs (scripts/lib/bench-lighthouse.mjs);
//   3. the poll and the dashboard feed with autocannon at 50 and 500 connections beside a Fastify
//      hello-world, on the 200,000-post world (npm run bench:server; npm run bench:seed first if the
//      world is missing); with BENCH_DATABASE_URL (or TEST_DATABASE_URL) set to a PostgreSQL server, the
//      same two on that world copied into PostgreSQL, against one server instance and against two.
// Options: --no-build, --runs 3, --duration 8 (seconds per autocannon run), --only js,lighthouse,server.
// BENCH_EMAIL / BENCH_PASSWORD pick another user for 1 and 2.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureJs, printPhase } from './lib/bench-js.mjs';
import { lighthousePages } from './lib/bench-lighthouse.mjs';
import { signInCookie, startProduct } from './lib/bench-product.mjs';
import { printSummary } from './lib/bench-summary.mjs';
import { ROOT, run } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    only: { type: 'string', default: 'js,lighthouse,server' },
  },
});
const parts = new Set(values.only.split(','));
const PAGES = ['/dashboard', '/explore'];
const email = process.env.BENCH_EMAIL || 'alex@demo.test';
const password = process.env.BENCH_PASSWORD || 'dashdemo1';
const started = Date.now();
const log = (line) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

/** npm run bench:server --json: its own table goes to the console, its figures come back. */
function serverFigures(duration) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'bench-server.mjs'), '--json', '--duration', duration], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(String(chunk).replace(/^\{"server".*\n?/m, ''));
    });
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"server"'));
      if (code !== 0 || !line) fail(new Error(`bench-server exited with ${code}`));
      else ok(JSON.parse(line));
    });
  });
}

const figures = {};
if (!values['no-build']) {
  log('building what changed (scripts/build-all.mjs)');
  await run(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')]);
}
if (parts.has('js') || parts.has('lighthouse')) {
  log('starting the product (production, fresh demo database)');
  const product = await startProduct();
  try {
    log(`product at ${product.base}`);
    if (parts.has('js')) {
      figures.js = await measureJs(product.base);
      console.log(`\n0. /dashboard with JavaScript off: ${figures.js.postsWithoutJs} posts show`);
      printPhase('1. Until the page is interactive (first post hydrated)', figures.js.interactive);
      printPhase('2. After that, at idle (remotes and header widgets)', figures.js.idle);
      printPhase('3. Opening the post form from the dashboard', figures.js.form);
    }
    if (parts.has('lighthouse')) {
      const cookie = await signInCookie(product.base, email, password);
      figures.lighthouse = await lighthousePages(product.base, PAGES, { cookie, runs: Number(values.runs) || 3, log });
    }
  } finally {
    product.stop();
  }
}
if (parts.has('server')) {
  const world = resolve(ROOT, process.env.BENCH_DATABASE_FILE || 'data/bench.sqlite');
  if (!existsSync(world)) {
    log(`${world} is missing: npm run bench:seed`);
    await run(process.execPath, [join(ROOT, 'scripts', 'bench-seed.mjs')]);
  }
  log('server figures (scripts/bench-server.mjs)');
  const { server, postgres } = await serverFigures(values.duration);
  figures.server = server;
  figures.postgres = postgres;
}
log('done');
printSummary(figures);
