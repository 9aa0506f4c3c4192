// The product as npm start serves it, started for one benchmark run: the production registry
// (DASH_ENV=production), quiet logs, a fresh SQLite file and media folder in a temporary directory
// (the server seeds the demo world into them on start), a free port. Builds are not made here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

/** Starts the server; resolves with its base URL and a stop() that also removes the temporary data. */
export async function startProduct() {
  const dir = mkdtempSync(join(tmpdir(), 'dash-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DASH_ENV: 'production',
      DASH_LOG: 'warn',
      DATABASE_FILE: join(dir, 'dash.sqlite'),
      MEDIA_DIR: join(dir, 'media'),
      // Lighthouse and the JS measure sign in several times a minute.
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  await new Promise((ok, fail) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      if (out.includes('Dash is running')) ok();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => fail(new Error(`the product server exited with ${code}:\n${out}`)));
  }).catch((error) => {
    stop();
    throw error;
  });
  return { base, stop };
}

/** Signs in through the API (GET /svc/session for the form key, then POST /svc/account/login); the Cookie header. */
export async function signInCookie(base, email, password) {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const session = await fetch(`${base}/svc/session`);
  keep(session);
  const formKey = (await session.json()).response.form_key;
  const res = await fetch(`${base}/svc/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-form-key': formKey, cookie: header() },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  keep(res);
  return header();
}
