import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyReply, InjectOptions } from 'fastify';
import { setupTestApp } from '../../../test/setup-test-app';
import { createPost } from '../../../test/posts';
import compress, { COMPRESS_THRESHOLD } from './compress';

// Issue 8: nothing was compressed (1.8 MB for a signed-in /dashboard).
const { ctx, users } = setupTestApp('ann');

const cookie = () => [...users.ann.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: cookie(), ...headers } } as InjectOptions);

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('on-the-fly compression', () => {
  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      await createPost(users.ann, 'ann', { 'post[two]': `<p>${'A long enough post body to compress. '.repeat(40)}</p>` });
    }
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('answers a large API answer in %s, which decodes to the same JSON', async (encoding, acceptEncoding) => {
    const plain = await get('/svc/post/dashboard/before/0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const res = await get('/svc/post/dashboard/before/0', { 'accept-encoding': acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    // Personalised: still never stored by a cache, and helmet's headers are all there.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(encoding, res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    // A visitor's session (a signed-in one carries the blogs and messaging's server data: over 1 KB).
    const res = await ctx.app.inject({ method: 'GET', url: '/svc/session', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().response.form_key).toBeTruthy();
  });

  it('compresses a page, with its CSP and nonce intact', async () => {
    const res = await get('/dashboard', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = decode('br', res.rawPayload).toString('utf8');
    const nonce = /<script nonce="([^"]+)">window\.__DASH_BOOTSTRAP__/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('never compresses media, even a compressible type', async () => {
    const media = path.join(ctx.dir, 'media');
    fs.copyFileSync(path.join(__dirname, '../../db/seed/fixtures/demo.mp4'), path.join(media, 'clip.mp4'));
    fs.writeFileSync(path.join(media, 'big.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(2000)}</svg>`);
    for (const file of ['clip.mp4', 'big.svg']) {
      const res = await get(`/media/${file}`, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(fs.readFileSync(path.join(media, file)))).toBe(true);
    }
  });

  it('still takes the log intake text/plain body, and does not inflate an encoded one', async () => {
    const headers = { 'content-type': 'text/plain;charset=UTF-8', 'accept-encoding': 'br, gzip' };
    const events = JSON.stringify([
      { log_key: 'lady', uuid: 'compress-1', event: 'test', ts: 1, rid: 'r', elapsed: 0, data: {}, env: {} },
    ]);
    const ok = await users.ann.post('/svc/log/lady', events, { headers });
    expect(ok.status).toBe(200);
    expect(ok.json.response.accepted).toBe(1);
    const gz = await ctx.app.inject({
      method: 'POST',
      url: '/svc/log/lady',
      headers: { ...headers, cookie: cookie(), 'x-form-key': users.ann.formKey, 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(events),
    });
    expect(gz.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('a streamed page', () => {
  it('reaches the client chunk by chunk, not when the compressor fills', async () => {
    const app = Fastify();
    await app.register(compress);
    let finish: () => void = () => undefined;
    const page = async (_request: unknown, reply: FastifyReply) => {
      const stream = new Readable({ read() {} });
      stream.push(`<!doctype html><title>first</title>${'<p>shell</p>'.repeat(200)}`);
      finish = () => {
        stream.push('<p>rest</p>');
        stream.push(null);
      };
      return reply.type('text/html; charset=utf-8').send(stream);
    };
    // A route, and the not-found handler that answers every page today (routes/pages).
    app.get('/stream', page);
    app.setNotFoundHandler(page);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      for (const [url, encoding] of [
        ['/stream', 'br'],
        ['/stream', 'gzip'],
        ['/dashboard', 'br'],
        ['/dashboard', 'gzip'],
      ] as const) {
        const text = await new Promise<string>((resolve, reject) => {
          http.get({ port, host: '127.0.0.1', path: url, headers: { 'accept-encoding': encoding } }, (res) => {
            expect(res.headers['content-encoding']).toBe(encoding);
            const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
            let seen = '';
            decoder.on('data', (chunk: Buffer) => {
              // The first part decodes while the stream is still open; only then does the rest come.
              if (!seen) finish();
              seen += chunk.toString('utf8');
            });
            decoder.on('end', () => resolve(seen)).on('error', reject);
            res.pipe(decoder);
          });
        });
        expect(text.startsWith('<!doctype html><title>first</title>')).toBe(true);
        expect(text.endsWith('<p>rest</p>')).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});
