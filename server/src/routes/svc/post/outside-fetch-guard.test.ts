import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { OpenGraphSchema, SaveResponseSchema } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { savePost } from '../../../../test/posts';

/** A stand-in for a private service: counts every request it gets (a refused fetch must send none). */
let hits = 0;
let site: http.Server;
let siteOrigin = '';
let site6: http.Server | null = null;
let site6Origin = '';

const listen = (s: http.Server, host: string) =>
  new Promise<number>((resolve, reject) => {
    s.once('error', reject);
    s.listen(0, host, () => resolve((s.address() as AddressInfo).port));
  });

beforeAll(async () => {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff4930' } })
    .png()
    .toBuffer();
  const handler: http.RequestListener = (req, res) => {
    hits++;
    if (req.url === '/pic.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/to-metadata')
      return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>Private page</title></head></html>');
  };
  site = http.createServer(handler);
  siteOrigin = `http://127.0.0.1:${await listen(site, '127.0.0.1')}`;
  // [::1] is only served where the machine has IPv6 loopback; it is refused either way.
  const v6 = http.createServer(handler);
  site6Origin = await listen(v6, '::1').then(
    (port) => `http://[::1]:${port}`,
    () => 'http://[::1]:9',
  );
  site6 = v6.listening ? v6 : null;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  if (site6) await new Promise((resolve) => site6?.close(resolve));
});

/** The origin each refused address is tried at (known once the servers listen). */
const originOf = (name: string): string =>
  ({ '127.0.0.1': siteOrigin, '10.0.0.5': 'http://10.0.0.5', '169.254.169.254': 'http://169.254.169.254', '[::1]': site6Origin })[
    name
  ] ?? '';

function mediaUploads(ctx: TestContext): string[] {
  const dir = path.join(ctx.dir, 'media', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('outside fetches by default', () => {
  let ctx: TestContext;
  let ann: Client;
  beforeAll(async () => {
    ctx = await createTestApp();
    ann = new Client(ctx.app);
    await ann.register('ann@example.test', 'ann');
  });
  afterAll(() => ctx.close());

  it.each(['127.0.0.1', '10.0.0.5', '169.254.169.254', '[::1]'])(
    'refuses %s for link previews and photos, without a request or a data change',
    async (name) => {
      const origin = originOf(name);
      hits = 0;
      const before = await dbSnapshot(ctx.app);
      const og = await ann.post('/svc/post/opengraph', { url: `${origin}/page` });
      expect(og.status).toBe(422);
      expect(og.json.errors[0].detail).toBe("We couldn't load that page.");
      const url = `${origin}/pic.png`;
      const photo = await ann.post('/svc/post/update', {
        channel_id: 'ann',
        'post[state]': '0',
        'post[type]': 'photo',
        'images[o1]': url,
      });
      expect(photo.status).toBe(400);
      expect(photo.json.errors[0].detail).toBe(`We couldn't load the image at ${url}.`);
      expect(hits).toBe(0);
      expect(await dbSnapshot(ctx.app)).toEqual(before);
      expect(mediaUploads(ctx)).toEqual([]);
    },
  );

  it('refuses names that resolve to loopback (localhost)', async () => {
    const port = new URL(siteOrigin).port;
    hits = 0;
    const res = await ann.post('/svc/post/opengraph', { url: `http://localhost:${port}/page` });
    expect(res.status).toBe(422);
    expect(hits).toBe(0);
  });

  it("allows the app's own origin once it listens (own post pages), and only its port", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const own = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const saved = SaveResponseSchema.parse(
      (await savePost(ann, 'ann', { 'post[one]': 'Own page', 'post[two]': '<p>Here</p>' })).json.response,
    ).created_post;
    const res = await ann.post('/svc/post/opengraph', { url: `${own}/blog/ann/post/${saved.id}` });
    expect(res.status).toBe(200);
    expect(OpenGraphSchema.parse(res.json.response)).toMatchObject({ title: 'Own page', author: 'ann' });
    hits = 0;
    expect((await ann.post('/svc/post/opengraph', { url: `${siteOrigin}/page` })).status).toBe(422);
    expect(hits).toBe(0);
  });
});

describe('outside fetches with DASH_FETCH_ALLOW_ORIGINS', () => {
  let ctx: TestContext;
  let ann: Client;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { fetchAllowOrigins: [siteOrigin, site6Origin] } });
    ann = new Client(ctx.app);
    await ann.register('ann@example.test', 'ann');
  });
  afterAll(() => ctx.close());

  it('fetches listed origins on loopback (link preview and photo)', async () => {
    const og = await ann.post('/svc/post/opengraph', { url: `${siteOrigin}/page` });
    expect(og.status).toBe(200);
    expect(OpenGraphSchema.parse(og.json.response).title).toBe('Private page');
    const photo = await ann.post('/svc/post/update', {
      channel_id: 'ann',
      'post[state]': '0',
      'post[type]': 'photo',
      'images[o1]': `${siteOrigin}/pic.png`,
    });
    expect(photo.status).toBe(200);
    expect(mediaUploads(ctx).length).toBeGreaterThan(0);
  });

  it('fetches a listed [::1] origin where IPv6 loopback exists', async () => {
    if (!site6) return; // no IPv6 loopback on this machine: the unit tests cover the listing
    const og = await ann.post('/svc/post/opengraph', { url: `${site6Origin}/page` });
    expect(OpenGraphSchema.parse(og.json.response).title).toBe('Private page');
  });

  it('checks every redirect hop: a listed origin cannot redirect to an unlisted private address', async () => {
    const res = await ann.post('/svc/post/opengraph', { url: `${siteOrigin}/to-metadata` });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].detail).toBe("We couldn't load that page.");
  });

  it('still refuses origins that are not listed', async () => {
    expect((await ann.post('/svc/post/opengraph', { url: 'http://10.0.0.5/page' })).status).toBe(422);
    expect((await ann.post('/svc/post/opengraph', { url: 'http://169.254.169.254/' })).status).toBe(422);
  });
});
