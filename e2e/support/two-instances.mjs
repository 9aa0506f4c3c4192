// The two-instances suite's servers (issue 12): two server processes on different ports against ONE
// fresh PostgreSQL database, made in the cluster of TEST_DATABASE_URL and dropped when they stop.
// They read the remotes from the origins support/stack.mjs serves (Playwright starts the stack
// first) and the builds it made. Instance A migrates and seeds the demo world; B starts once A is up.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { adminQuery, databaseUrl as databaseUrlOf } from '../../scripts/lib/postgres-admin.mjs';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { HOST, INSTANCE_PORTS, TWO_INSTANCES_LOGIN_RATE_LIMIT } from './ports.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('[two-instances] TEST_DATABASE_URL is not set: nothing to start');
  process.exit(1);
}
const name = `dash_e2e_two_${process.pid}`;
const databaseUrl = databaseUrlOf(adminUrl, name);
const admin = (statement) => adminQuery(adminUrl, statement);

const children = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`[two-instances] ${error}`));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

// Runs hold /tmp/e2e.lock one at a time: a database of this suite left by a run that was killed
// before it could drop it belongs to nobody now.
const leftovers = await admin("SELECT datname FROM pg_database WHERE datname LIKE 'dash\\_e2e\\_two\\_%'");
for (const { datname } of leftovers) await admin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
await admin(`CREATE DATABASE ${name}`);
const dataRoot = join(ROOT, 'e2e', '.data', 'two-instances');
rmSync(dataRoot, { recursive: true, force: true });
mkdirSync(dataRoot, { recursive: true });

for (const [label, port] of Object.entries(INSTANCE_PORTS)) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DASH_ENV: 'e2e-production',
      PUBLIC_URL: `http://${HOST}:${port}`,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      // One media folder for both, as on a shared volume (MEDIA_DIR).
      MEDIA_DIR: join(dataRoot, 'media'),
      // The rate-limit test sends its own client address (X-Forwarded-For from the loopback proxy);
      // the other tests sign up through the API, which has no limit, and sign in at most twice. Above
      // the 5 failures that lock one address, so the two limits are tested apart.
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT: String(TWO_INSTANCES_LOGIN_RATE_LIMIT),
      DASH_LOG: 'error',
    },
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[two-instances] instance ${label} exited with ${code}`);
      void stopAll(1);
    }
  });
  children.push(child);
  await waitFor(`http://${HOST}:${port}/svc/session`);
}
console.log(
  `[two-instances] ready: ${Object.values(INSTANCE_PORTS)
    .map((p) => `http://${HOST}:${p}`)
    .join(' and ')} on ${name}`,
);
