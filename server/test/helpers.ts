import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BOOTSTRAP_MARKER, type Session } from '@dash/shared-contracts';
import { buildApp, type AppOptions } from '../src/app';
import { verifyLinkPath } from './mail';
import { TEST_DATABASE_URL, createTestDatabase } from './postgres-test-database';

// See cookie-shim.ts: fastify.inject needs this under jest on Node 20.
jest.mock('cookie', () => jest.requireActual('./cookie-shim'));

export const REMOTE = (name: string, slots: string[]) => ({
  manifestUrl: `/mfe/${name}/1.0.0/mf-manifest.json`,
  version: '1.0.0',
  contractsMajor: 1,
  routes: ['/'],
  slots,
  requiresLogin: true,
});

export const TEST_REGISTRY = {
  environment: 'test',
  allowOverrides: true,
  allowedOverrideOrigins: ['http://localhost:*'],
  remoteTimeoutMs: 8000,
  remotes: {
    compose: REMOTE('compose', []),
    messaging: REMOTE('messaging', ['header-inbox']),
    blog: REMOTE('blog', []),
    share: REMOTE('share', []),
    activity: REMOTE('activity', ['header-activity', 'activity-page']),
  },
};

export interface TestContext {
  app: FastifyInstance;
  dir: string;
  close: () => Promise<void>;
}

/**
 * A real server on a fresh SQLite file in a temp folder (or, with TEST_DATABASE_URL, a fresh
 * PostgreSQL database: test/postgres-test-database.ts), with a fake shell build and deploy store.
 * `config` overrides settings, e.g. `fetchAllowOrigins` for a test's own local http server (outside
 * fetches refuse loopback addresses by default).
 */
export async function createTestApp(opts: { shell?: boolean; config?: AppOptions } = {}): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-server-'));
  const environmentsDir = path.join(dir, 'environments');
  fs.mkdirSync(environmentsDir);
  fs.writeFileSync(path.join(environmentsDir, 'test.json'), JSON.stringify(TEST_REGISTRY));
  const shellDist = path.join(dir, 'shell-dist');
  if (opts.shell !== false) {
    fs.mkdirSync(shellDist);
    fs.writeFileSync(
      path.join(shellDist, 'index.html'),
      `<!doctype html><html><head>${BOOTSTRAP_MARKER}</head><body><div id="root"></div></body></html>`,
    );
    fs.writeFileSync(path.join(shellDist, 'main.js'), 'console.log("shell")');
    fs.writeFileSync(path.join(shellDist, 'app.0123abcd.js'), 'console.log("chunk")');
  }
  const mfe = path.join(dir, 'deploy-store', 'mfe', 'compose', '1.0.0');
  fs.mkdirSync(mfe, { recursive: true });
  fs.writeFileSync(path.join(mfe, 'mf-manifest.json'), '{"id":"compose"}');
  fs.writeFileSync(path.join(mfe, 'remoteEntry.js'), 'var compose = {};');
  fs.writeFileSync(path.join(mfe, '123.abcdef.js'), 'var chunk = 1;');
  const postgres = TEST_DATABASE_URL && !opts.config?.databaseFile ? await createTestDatabase(TEST_DATABASE_URL) : null;
  const app = await buildApp({
    databaseFile: path.join(dir, 'dash.sqlite'),
    databaseUrl: postgres?.url ?? null,
    mediaDir: path.join(dir, 'media'),
    environmentsDir,
    dashEnv: 'test',
    deployStore: path.join(dir, 'deploy-store'),
    shellDist,
    logLevel: process.env.TEST_LOG ?? 'silent',
    schedulerIntervalMs: 0,
    // Pages render in the browser only unless a test asks for the shell's server renderer.
    shellRenderer: null,
    ...opts.config,
  });
  await app.ready();
  return {
    app,
    dir,
    close: async () => {
      await app.close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server instance on `ctx`'s database (issue 12, "Several instances" in server/README.md),
 * with its own settings overrides (e.g. a scheduler interval). On PostgreSQL it opens its own pool on
 * the same database, as a second `npm start` would. On SQLite it serves the first instance's
 * connection: two connections to one file in one process would wait for each other synchronously
 * (SQLite's busy wait blocks the event loop that the other connection's transaction needs).
 * Close it before `ctx`.
 */
export async function createSecondInstance(ctx: TestContext, config: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ ...ctx.app.config, ...config }, ctx.app.config.databaseUrl ? {} : { database: ctx.app.db });
  await app.ready();
  return app;
}

/** A browser-like client: keeps cookies and the form key between calls. */
export class Client {
  cookies = new Map<string, string>();
  formKey = '';
  session: Session | null = null;
  /** A function when the client is made before its app (see setupTestApp). */
  constructor(private readonly app: FastifyInstance | (() => FastifyInstance)) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private absorb(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: Record<string, unknown> | string,
    opts: { formKey?: boolean | string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...opts.headers };
    const key = opts.formKey === false ? '' : typeof opts.formKey === 'string' ? opts.formKey : this.formKey;
    if (method !== 'GET' && key) headers['x-form-key'] = key;
    let payload: string | undefined;
    if (typeof body === 'string') payload = body;
    else if (body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const pairs: [string, string][] = Object.entries(body).flatMap(([k, v]) =>
        Array.isArray(v) ? v.map((x): [string, string] => [k, String(x)]) : [[k, String(v)] as [string, string]],
      );
      payload = new URLSearchParams(pairs).toString();
    }
    const app = typeof this.app === 'function' ? this.app() : this.app;
    const res = await app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    this.absorb(res);
    const json = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
    if (json?.response && typeof json.response === 'object' && 'form_key' in json.response) {
      this.session = json.response as Session;
      this.formKey = this.session.form_key;
    }
    return { status: res.statusCode, json, res };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers ? { headers } : {});
  }
  post(
    url: string,
    body?: Record<string, unknown> | string,
    opts?: { formKey?: boolean | string; headers?: Record<string, string> },
  ) {
    return this.request('POST', url, body ?? {}, opts);
  }

  /** Loads the visitor session (and its form key). */
  async visit() {
    return this.get('/svc/session');
  }

  /**
   * Registers and, unless `verify` is false, opens the verification link from the outbox (new accounts
   * start unverified, and messaging needs a verified address). The answer is the register call's.
   */
  async register(email: string, blogName: string, password = 'correct horse', opts: { verify?: boolean } = {}) {
    await this.visit();
    const res = await this.post('/svc/account/register', { email, password, blog_name: blogName });
    if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.json)}`);
    const app = typeof this.app === 'function' ? this.app() : this.app;
    const link = opts.verify === false ? null : await verifyLinkPath(app, email);
    if (link) await this.get(link);
    return res;
  }

  async login(email: string, password = 'correct horse') {
    if (!this.formKey) await this.visit();
    return this.post('/svc/account/login', { email, password });
  }
}
