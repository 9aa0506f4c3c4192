import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { SaveResponseSchema } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { mediaFiles } from '../../../test/media-files';
import { savePhotos as savePhotosAs } from '../../../test/posts';
import { gifBomb, pngBomb } from '../../../test/image-bombs';

// Photos by outside URL (POST /svc/post/update with images[oN] = a URL) get the same pixel limits and
// the same "bad bytes are a 400" rule as uploads. The happy path and the URL rules are in
// routes/svc/post/post-photo-url.test.ts.

let ctx: TestContext;
let alice: Client;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#00cf35' } })
    .jpeg()
    .toBuffer();
  const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff4930' } })
    .png()
    .toBuffer();
  const files: Record<string, Buffer> = {
    '/bomb.png': pngBomb(),
    '/big-frame.gif': gifBomb(8000, 8000, 1),
    '/long.gif': gifBomb(2000, 2000, 100),
    '/camera.jpg': camera,
    '/small.png': small,
    '/empty.png': Buffer.alloc(0),
    '/cut.png': small.subarray(0, 20),
  };
  server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body) return res.writeHead(200, { 'content-type': 'image/png' }).end(body);
    return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  origin = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  ctx = await createTestApp({ config: { fetchAllowOrigins: [origin] } });
  alice = new Client(ctx.app);
  await alice.register('alice@example.test', 'alice');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const savePhotos = (refs: string[]) => savePhotosAs(alice, 'alice', refs);

describe('photos by URL that are image bombs or bad bytes', () => {
  it.each([
    ['a 16000×16000 PNG', '/bomb.png', (u: string) => `The image at ${u} is too large. Use one under 50 megapixels.`],
    ['a GIF frame over 50 MP', '/big-frame.gif', (u: string) => `The image at ${u} is too large. Use one under 50 megapixels.`],
    ['a GIF of 400 MP in all', '/long.gif', (u: string) => `The GIF at ${u} is too large. Use one with fewer or smaller frames.`],
    ['an empty body', '/empty.png', (u: string) => `The file at ${u} is not an image.`],
    ['a PNG cut inside its header', '/cut.png', (u: string) => `The file at ${u} is not an image.`],
  ])('refuses %s with a quick 400 and stores nothing', async (_name, file, message) => {
    const url = `${origin}${file}`;
    const before = await dbSnapshot(ctx.app);
    const files = mediaFiles(ctx);
    const started = Date.now();
    // A good photo first: it is downloaded too, yet must not be stored when the second fails.
    const res = await savePhotos([`${origin}/small.png`, url]);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({ code: 'VALIDATION', detail: message(url) });
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    expect(mediaFiles(ctx)).toEqual(files);
  });

  it('still takes a 4000×3000 photo', async () => {
    const res = await savePhotos([`${origin}/camera.jpg`]);
    expect(res.status).toBe(200);
    const photos = SaveResponseSchema.parse(res.json.response).created_post.content.photos ?? [];
    expect(photos[0]).toMatchObject({ width: 1080, height: 810 });
  });
});
