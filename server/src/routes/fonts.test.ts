import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { Client } from '../../test/helpers';
import { setupTestApp } from '../../test/setup-test-app';

const { ctx, users } = setupTestApp('ann', 'ben');

const CSS = '/fonts/old-standard-tt/stylesheet.css';
const FILE = '/fonts/old-standard-tt/old-standard-tt-latin-700-normal.woff2';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const packageFile = (name: string) =>
  path.join(path.dirname(require.resolve('@fontsource/old-standard-tt/package.json')), 'files', name);
const inject = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers });

describe('GET /fonts/{path}/stylesheet.css', () => {
  it('answers the stylesheet as CSS, cached for good under the current version', async () => {
    const res = await inject('GET', `${CSS}?v=5.3.0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain("font-family: 'Old Standard TT';");
    expect(res.body).toContain('url(old-standard-tt-latin-400-normal.woff2?v=5.3.0)');
  });

  it('revalidates without a version or with another one (ETag, 304)', async () => {
    for (const url of [CSS, `${CSS}?v=4.0.0`]) {
      const res = await inject('GET', url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      const again = await inject('GET', url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('sends brotli or gzip by Accept-Encoding, each decoding to the same stylesheet, with its own ETag', async () => {
    const plain = (await inject('GET', `${CSS}?v=5.3.0`)).body;
    const br = await inject('GET', `${CSS}?v=5.3.0`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    const gzip = await inject('GET', `${CSS}?v=5.3.0`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    expect(new Set([br.headers.etag, gzip.headers.etag]).size).toBe(2);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await inject('HEAD', `${CSS}?v=5.3.0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe('');
  });

  it('is the same for the owner of a blog in the font, another user and a visitor, and sets no cookie', async () => {
    const visitor = new Client(ctx.app);
    const answers = await Promise.all([users.ann, users.ben, visitor].map((c) => c.get(`${CSS}?v=5.3.0`)));
    for (const { status, res } of answers) {
      expect(status).toBe(200);
      expect(res.body).toBe(answers[0]!.res.body);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('GET /fonts/{path}/{file}.woff2', () => {
  it("answers the package's file as font/woff2, cached for good under the current version", async () => {
    const res = await inject('GET', `${FILE}?v=5.3.0`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    // woff2 is compressed already: sent as it is.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fs.readFileSync(packageFile('old-standard-tt-latin-700-normal.woff2')))).toBe(true);
    const head = await inject('HEAD', `${FILE}?v=5.3.0`);
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'font/woff2', '']);
    const again = await inject('GET', FILE, { 'if-none-match': String(res.headers.etag) });
    expect([again.statusCode, again.headers['cache-control']]).toEqual([304, 'no-cache']);
  });

  it('answers 404 for files of the package the stylesheet does not name, and for unknown fonts', async () => {
    for (const url of [
      '/fonts/old-standard-tt/old-standard-tt-latin-400-italic.woff2',
      '/fonts/old-standard-tt/old-standard-tt-cyrillic-400-normal.woff2',
      '/fonts/old-standard-tt/index.css',
      '/fonts/old-standard-tt/latin-400.css',
      '/fonts/cardo/old-standard-tt-latin-700-normal.woff2',
      '/fonts/gibson/stylesheet.css',
      '/fonts/roboto/stylesheet.css',
      '/fonts/old-standard-tt',
      '/fonts',
      '/fonts/old-standard-tt/files/old-standard-tt-latin-700-normal.woff2',
    ]) {
      const res = await inject('GET', url, { accept: 'text/html' });
      expect([url, res.statusCode]).toEqual([url, 404]);
      // Never the shell's page (it is no page) and never a file.
      expect(res.body).toBe('Not found');
    }
  });
});

describe('path traversal and bad requests under /fonts', () => {
  const traversals = [
    '/fonts/../package.json',
    '/fonts/old-standard-tt/../package.json',
    '/fonts/old-standard-tt/..%2Fpackage.json',
    '/fonts/old-standard-tt/%2e%2e%2fpackage.json',
    '/fonts/old-standard-tt/..%5Cpackage.json',
    '/fonts/old-standard-tt/files%2Fold-standard-tt-latin-700-normal.woff2',
    '/fonts/..%2F..%2Fserver/package.json',
    '/fonts/%2e%2e/package.json',
    '/fonts/old-standard-tt/..%252Fpackage.json',
    '/fonts/old-standard-tt/%00.woff2',
    '/fonts/old-standard-tt/LICENSE',
    '/fonts/old-standard-tt/package.json',
    '/fonts/old-standard-tt/metadata.json',
  ];

  it.each(traversals)('%s is refused (400 or 404) and sends no file', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await inject(method, url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toMatch(/"version"|Copyright|"dependencies"/);
    }
  });

  it('refuses the same over a real socket, where nothing normalises the path first', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const raw = (url: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    for (const url of traversals) {
      const res = await raw(url);
      expect([url, [400, 404].includes(res.status)]).toEqual([url, true]);
      expect(res.body).not.toMatch(/"version"|Copyright|"dependencies"/);
    }
    expect((await raw(`${CSS}?v=5.3.0`)).status).toBe(200);
  });

  it('answers 400 for a name that is not lower-case words, an oversized one, and a version of the wrong type or size', async () => {
    for (const url of [
      '/fonts/Old-Standard-TT/stylesheet.css',
      `/fonts/${'a'.repeat(65)}/stylesheet.css`,
      '/fonts/old-standard-tt/',
      `/fonts/old-standard-tt/${'a'.repeat(94)}.woff2`,
      `${CSS}?v=${'9'.repeat(33)}`,
      `${CSS}?v=5.3.0&v=5.3.0`,
    ]) {
      const res = await inject('GET', url);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toMatchObject({ meta: { status: 400 } });
    }
    // Past 100 characters the router itself refuses a name.
    expect((await inject('GET', `/fonts/old-standard-tt/${'a'.repeat(130)}.woff2`)).statusCode).toBe(414);
  });
});
