import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestContext } from '../../../test/helpers';

// Issue 8: the build's .br/.gz (scripts/lib/precompress.mjs) and how the server sends them.
const PRECOMPRESS = path.join(__dirname, '../../../../scripts/lib/precompress.mjs');
const precompress = (dir: string) => execFileSync(process.execPath, [PRECOMPRESS, dir], { encoding: 'utf8' });

let ctx: TestContext;
let shellDist: string;
let store: string;
const chunk = `console.log(${JSON.stringify('a chunk of the shell, '.repeat(100))});`;
const manifest = JSON.stringify({
  id: 'compose',
  exposes: Array.from({ length: 60 }, (_, i) => ({ name: `./part${i}`, path: `./src/part-${i}` })),
});

beforeAll(async () => {
  ctx = await createTestApp();
  shellDist = path.join(ctx.dir, 'shell-dist');
  store = path.join(ctx.dir, 'deploy-store', 'mfe', 'compose', '1.0.0');
  fs.writeFileSync(path.join(shellDist, 'vendor.89abcdef.js'), chunk);
  fs.writeFileSync(path.join(shellDist, 'main.js'), chunk);
  fs.writeFileSync(path.join(shellDist, 'vendor.89abcdef.js.map'), chunk);
  fs.writeFileSync(path.join(store, 'mf-manifest.json'), manifest);
  precompress(shellDist);
  precompress(store);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('the build step', () => {
  it('writes .br and .gz that decode back to the source, for text files of 1 KB and more', () => {
    const file = path.join(shellDist, 'vendor.89abcdef.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString('utf8')).toBe(chunk);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8')).toBe(chunk);
    expect(fs.readFileSync(`${file}.br`).length).toBeLessThan(chunk.length / 5);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(store, 'mf-manifest.json.br'))).toString()).toBe(manifest);
    // Tiny files and source maps are left as they are.
    expect(fs.existsSync(path.join(shellDist, 'app.0123abcd.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(shellDist, 'vendor.89abcdef.js.map.br'))).toBe(false);
  });

  it('does nothing the second time', () => {
    expect(precompress(shellDist)).toContain('encodings up to date');
  });
});

describe('static hosting', () => {
  it('sends a hashed asset from its .br file, immutable, varying on Accept-Encoding', async () => {
    const res = await get('/shell/vendor.89abcdef.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's quality-11 bytes exactly, not a compression made for this request.
    expect(res.rawPayload.equals(fs.readFileSync(path.join(shellDist, 'vendor.89abcdef.js.br')))).toBe(true);
  });

  it('sends the .gz to a browser without brotli, and the file itself to one without either', async () => {
    const gz = await get('/shell/vendor.89abcdef.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(shellDist, 'vendor.89abcdef.js.gz')))).toBe(true);
    const plain = await get('/shell/vendor.89abcdef.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(chunk);
  });

  it('keeps entry points revalidating when they come precompressed', async () => {
    const main = await get('/shell/main.js', { 'accept-encoding': 'br' });
    expect(main.headers['content-encoding']).toBe('br');
    expect(main.headers['cache-control']).toBe('no-cache');
    const entry = await get('/mfe/compose/1.0.0/mf-manifest.json', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.rawPayload.equals(fs.readFileSync(path.join(store, 'mf-manifest.json.br')))).toBe(true);
    expect(entry.headers['content-type']).toContain('application/json');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(zlib.brotliDecompressSync(entry.rawPayload).toString())).toEqual(JSON.parse(manifest));
  });

  it('compresses a source map on the fly, since the build leaves it out', async () => {
    const map = await get('/shell/vendor.89abcdef.js.map', { 'accept-encoding': 'br' });
    expect(map.headers['content-encoding']).toBe('br');
    expect(map.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(map.rawPayload).toString()).toBe(chunk);
  });
});
