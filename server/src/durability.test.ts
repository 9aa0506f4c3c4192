import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TEST_DATABASE_URL, createTestDatabase } from '../test/postgres-test-database';
import { REPO_ROOT } from './config';
import { openDatabase } from './db/database';
import { DEMO_LOGINS } from './db/seed';

// Issue 12 item 3: `kill -9` of an instance in the middle of a stream of writes loses no write it
// acknowledged. A real server process (node --import tsx server/src/main.ts) on SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set; text posts are written by a few writers at once, each
// acknowledged id recorded; the process is killed mid-stream, started again on the same database,
// and every recorded post must be there.

jest.setTimeout(90_000);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', DASH_ENV: 'e2e', DASH_LOG: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    const up = await fetch(`${base}/svc/session`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start: ${stderr}`);
}

/** A signed-in API client over HTTP: the session cookie and the form key. */
async function signIn(base: string, email: string, password: string) {
  let cookie = '';
  let formKey = '';
  const call = async (method: 'GET' | 'POST', url: string, body?: Record<string, string>) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie,
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'x-form-key': formKey } : {}),
      },
      ...(body ? { body: new URLSearchParams(body).toString() } : {}),
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length > 0) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const json = (await res.json()) as { response?: { form_key?: string; blogs?: { name: string }[] } };
    if (json.response?.form_key) formKey = json.response.form_key;
    return { status: res.status, json };
  };
  await call('GET', '/svc/session');
  const login = await call('POST', '/svc/account/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.json)}`);
  return { call, blog: login.json.response?.blogs?.[0]?.name ?? '' };
}

const databases = [{ name: 'SQLite', postgres: false }, ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : [])];

describe.each(databases)('kill -9 during a stream of writes on $name', ({ postgres }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-durability-'));
  let database: { url: string; drop: () => Promise<void> } | null = null;
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged post', async () => {
    database = postgres && TEST_DATABASE_URL ? await createTestDatabase(TEST_DATABASE_URL) : null;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      MEDIA_DIR: path.join(dir, 'media'),
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_FILE: path.join(dir, 'dash.sqlite') }),
    };
    const first = startServer(env);
    children.push(first);
    await waitUntilUp(base, first);
    const demo = DEMO_LOGINS[0] as { email: string; password: string };
    const { call, blog } = await signIn(base, demo.email, demo.password);

    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const saved = await call('POST', '/svc/post/update', {
          channel_id: blog,
          'post[type]': 'regular',
          'post[state]': '0',
          'post[two]': `durable ${w}.${n}`,
        }).catch(() => null);
        const id = (saved?.json.response as { created_post?: { id: string } } | undefined)?.created_post?.id;
        if (saved?.status === 200 && id) acknowledged.push(Number(id));
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Killed while writes are in flight, once some have been acknowledged.
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    first.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    if (first.exitCode === null && first.signalCode === null) await new Promise((resolve) => first.once('exit', resolve));

    const again = startServer(env);
    children.push(again);
    await waitUntilUp(base, again);
    // Read back from the database the restarted server opened (SQLite replays its WAL on open).
    const db = openDatabase(database?.url ?? path.join(dir, 'dash.sqlite'));
    const stored = new Set(
      (await db.selectFrom('posts').select('id').where('id', 'in', acknowledged).execute()).map((row) => row.id),
    );
    await db.destroy();
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(missing).toEqual([]);
    again.kill('SIGKILL');
  });
});
