// Builds the product as it is deployed and starts it for the end-to-end suites:
// - the shell and every remote (npm run build), plus the fixture builds the deployment suite needs
//   (compose 1.1.0, blog built against contracts v2, an activity build that throws on mount);
// - one static origin per remote (the deploy store as a CDN), a "down" origin answering 503 and
//   a "slow" origin that answers after the environment's remote timeout;
// - the server twice: DASH_ENV=e2e (overrides allowed) and DASH_ENV=e2e-production (refused),
//   each on its own fresh database.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deployRemote } from '../../scripts/lib/deploy-remote.mjs';
import { DEPLOY_STORE, REMOTES, ROOT, run } from '../../scripts/lib/workspace.mjs';
import { APP_PORT, DOWN_PORT, HOST, PRODUCTION_APP_PORT, REMOTE_PORTS, SLOW_PORT } from './ports.mjs';

const children = [];
function start(name, args, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[stack] ${name} exited with ${code}`);
      stopAll(1);
    }
  });
  children.push(child);
}
let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

// E2E_SKIP_BUILD=1 reuses the builds already in the deploy store (quick local iterations).
if (!process.env.E2E_SKIP_BUILD) {
  await run(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')]);
  const fixtures = [
    ['compose', { version: '1.1.0', replace: true, quiet: true }],
    ['blog', { version: '2.0.0', contractsMajor: 2, replace: true, quiet: true }],
    [
      'activity',
      { version: '0.0.0-throwing', dir: join(ROOT, 'e2e', 'fixtures', 'throwing-remote'), replace: true, quiet: true },
    ],
  ];
  for (const [remote, options] of fixtures)
    console.log(`fixture ${remote} ${options.version}: ${await deployRemote(remote, options)}`);
}

const staticOrigin = join(ROOT, 'server', 'src', 'static-origin.ts');
for (const remote of REMOTES) {
  start(`${remote} origin`, [
    staticOrigin,
    '--host',
    HOST,
    '--port',
    String(REMOTE_PORTS[remote]),
    '--root',
    join(DEPLOY_STORE, 'mfe', remote),
  ]);
}
start('down origin', [
  staticOrigin,
  '--host',
  HOST,
  '--port',
  String(DOWN_PORT),
  '--root',
  join(DEPLOY_STORE, 'mfe', 'activity'),
  '--status',
  '503',
]);
start('slow origin', [
  staticOrigin,
  '--host',
  HOST,
  '--port',
  String(SLOW_PORT),
  '--root',
  join(DEPLOY_STORE, 'mfe', 'activity'),
  '--delay-ms',
  '30000',
]);

const dataRoot = join(ROOT, 'e2e', '.data');
rmSync(dataRoot, { recursive: true, force: true });
for (const [env, port] of [
  ['e2e', APP_PORT],
  ['e2e-production', PRODUCTION_APP_PORT],
]) {
  const dir = join(dataRoot, env);
  mkdirSync(dir, { recursive: true });
  start(`server ${env}`, [join(ROOT, 'server', 'src', 'main.ts')], {
    PORT: String(port),
    HOST,
    DASH_ENV: env,
    // Links the server writes (share, embed code, mail) point at the address the tests browse.
    PUBLIC_URL: `http://${HOST}:${port}`,
    DATABASE_FILE: join(dir, 'dash.sqlite'),
    MEDIA_DIR: join(dir, 'media'),
    // Every test signs in from 127.0.0.1.
    LOGIN_RATE_LIMIT: '10000',
    DASH_LOG: 'error',
  });
  // One at a time: both seed a demo world, and the machine has two cores.
  await waitFor(`http://${HOST}:${port}/svc/session`);
}
console.log('[stack] ready');
