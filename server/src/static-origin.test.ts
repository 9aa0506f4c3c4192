import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticOrigin, type StaticOrigin } from './static-origin';

let dir: string;
const origins: StaticOrigin[] = [];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-origin-'));
  fs.mkdirSync(path.join(dir, 'compose'));
  fs.writeFileSync(path.join(dir, 'compose', 'mf-manifest.json'), '{"id":"compose"}');
  fs.writeFileSync(path.join(dir, 'compose', 'remoteEntry.js'), 'var x = 1;');
});
afterAll(async () => {
  await Promise.all(origins.map((o) => o.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = async (opts: { delayMs?: number; status?: number } = {}) => {
  const origin = await startStaticOrigin({ port: 0, root: dir, ...opts });
  origins.push(origin);
  return origin;
};

it('serves one folder with CORS and content types', async () => {
  const o = await start();
  const res = await fetch(`${o.url}/compose/mf-manifest.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('content-type')).toContain('application/json');
  expect((await fetch(`${o.url}/compose/remoteEntry.js`)).headers.get('content-type')).toContain('javascript');
  expect((await fetch(`${o.url}/compose/missing.js`)).status).toBe(404);
  expect((await fetch(`${o.url}/%2e%2e/%2e%2e/etc/passwd`)).status).not.toBe(200);
});

it('can be slow or down', async () => {
  const slow = await start({ delayMs: 300 });
  const t0 = Date.now();
  await fetch(`${slow.url}/compose/mf-manifest.json`);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
  const down = await start({ status: 503 });
  const res = await fetch(`${down.url}/compose/mf-manifest.json`);
  expect(res.status).toBe(503);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
});
