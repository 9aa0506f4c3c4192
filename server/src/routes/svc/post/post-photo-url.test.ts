import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { SaveResponseSchema } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { mediaFiles } from '../../../../test/media-files';
import { savePhotos as savePhotosAs } from '../../../../test/posts';

let ctx: TestContext;
let alice: Client;
let server: http.Server;
let origin: string;
let closedOrigin: string;

const listen = (s: http.Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#ff4930' } })
    .png()
    .toBuffer();
  const frame = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const gif = await sharp([await frame('#00cf35'), await frame('#7c5cff')], { join: { animated: true } })
    .gif()
    .toBuffer();
  server = http.createServer((req, res) => {
    if (req.url === '/pic.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/moved.PNG') return res.writeHead(302, { location: '/pic.png' }).end();
    if (req.url === '/anim.gif') return res.writeHead(200, { 'content-type': 'image/gif' }).end(gif);
    if (req.url === '/notes.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('just some text');
    return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  origin = await listen(server);
  // A port that answered once and is now closed: connecting is refused.
  const gone = http.createServer();
  closedOrigin = await listen(gone);
  await new Promise((resolve) => gone.close(resolve));

  // Both local servers are on 127.0.0.1, which outside fetches refuse unless the origin is listed.
  ctx = await createTestApp({ config: { fetchAllowOrigins: [origin, closedOrigin] } });
  alice = new Client(ctx.app);
  await alice.register('alice@example.test', 'alice');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const savePhotos = (refs: string[]) => savePhotosAs(alice, 'alice', refs);

/** [name, the URL (known once the servers listen), the message for it] */
type Case = [string, () => string, (url: string) => string];

describe('photos added by an outside image URL', () => {
  it('downloads the image, stores it like an upload owned by the user, and uses it', async () => {
    const res = await savePhotos([`${origin}/pic.png`, `${origin}/moved.PNG`, `${origin}/anim.gif`]);
    expect(res.status).toBe(200);
    const photos = SaveResponseSchema.parse(res.json.response).created_post.content.photos ?? [];
    expect(photos).toHaveLength(3);
    const [first, moved, anim] = photos;
    expect(first).toMatchObject({ width: 1080, height: 608 });
    expect(first?.url).toMatch(/^\/media\/uploads\/.+-1080\.jpg$/);
    expect(first?.alt_sizes.map((s) => s.width)).toEqual([1080, 540, 250]);
    expect(moved?.alt_sizes.map((s) => s.width)).toEqual([1080, 540, 250]);
    expect(anim?.url).toMatch(/\.gif$/);
    expect(anim).toMatchObject({ width: 40, height: 30 });
    for (const photo of photos) expect((await alice.get(photo.url)).status).toBe(200);
    const served = await alice.get(anim?.url ?? '');
    expect(served.status).toBe(200);

    const rows = await ctx.app.db.selectFrom('media').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.mime)).toEqual(['image/jpeg', 'image/jpeg', 'image/gif']);
    const user = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'alice@example.test')
      .executeTakeFirstOrThrow();
    expect(rows.every((r) => r.owner_user_id === user.id)).toBe(true);
    // The stored GIF is the served bytes: still animated.
    const stored = await sharp(path.join(ctx.dir, 'media', rows[2]?.path ?? '')).metadata();
    expect(stored.pages).toBe(2);
  });

  it.each<Case>([
    ['bytes that are not an image', () => `${origin}/notes.png`, (u: string) => `The file at ${u} is not an image.`],
    ['a 404', () => `${origin}/missing.png`, (u: string) => `We couldn't load the image at ${u}.`],
    ['an unreachable host', () => `${closedOrigin}/pic.png`, (u: string) => `We couldn't load the image at ${u}.`],
    ...['ftp://127.0.0.1/pic.png', 'file:///etc/pic.png', 'javascript:alert(1)//x.png', 'data:image/png;base64,AAAA'].map(
      (url): Case => [
        `the non-http scheme ${url.split(':')[0]}`,
        () => url,
        (u: string) => `We couldn't use the image at ${u}. Use an http or https link ending in jpg, jpeg, png or gif.`,
      ],
    ),
    [
      'an http URL that is not an image URL',
      () => `${origin}/page.html`,
      (u: string) => `We couldn't use the image at ${u}. Use an http or https link ending in jpg, jpeg, png or gif.`,
    ],
  ])('refuses %s with 400 naming the URL and changes no data', async (_name, makeUrl, message) => {
    const url = makeUrl();
    const before = await dbSnapshot(ctx.app);
    const files = mediaFiles(ctx);
    // A good photo first: it is downloaded too, yet must not be stored when the second fails.
    const res = await savePhotos([`${origin}/pic.png`, url]);
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({ code: 'VALIDATION', detail: message(url) });
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    expect(mediaFiles(ctx)).toEqual(files);
  });

  it('does not download anything when there are too many photos', async () => {
    const res = await savePhotos(Array.from({ length: 11 }, () => `${closedOrigin}/pic.png`));
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toBe('You can add at most 10 photos.');
  });
});
