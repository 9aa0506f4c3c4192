import sharp from 'sharp';
import { FeedResponseSchema, MediaUploadResponseSchema, SaveResponseSchema, type Photo } from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { uploadPhoto } from '../../../../test/multipart';

let ctx: TestContext;
let c: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  c = new Client(ctx.app);
  await c.register('variants@example.test', 'variants');
});
afterAll(() => ctx.close());

async function upload(data: Buffer, type: string, filename: string) {
  const res = await uploadPhoto(ctx.app, c, { data, type, filename });
  expect(res.status).toBe(200);
  return MediaUploadResponseSchema.parse(res.json.response);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c5cff' } })
    .png()
    .toBuffer();

it('stores AVIF and WebP variants of an uploaded photo and serves them with their types', async () => {
  const { photo } = await upload(await picture(1600, 1200), 'image/png', 'big.png');
  expect(photo?.variants?.map((v) => [v.type, v.width, v.height])).toEqual([
    ['image/avif', 1080, 810],
    ['image/avif', 720, 540],
    ['image/avif', 360, 270],
    ['image/webp', 1080, 810],
    ['image/webp', 720, 540],
    ['image/webp', 360, 270],
  ]);
  for (const variant of photo?.variants ?? []) {
    const served = await c.get(variant.url);
    expect(served.status).toBe(200);
    expect(served.res.headers['content-type']).toBe(variant.type);
    const meta = await sharp(served.res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
  }
});

it('does not enlarge a small photo, and keeps a GIF as sent with no variants', async () => {
  const { photo } = await upload(await picture(500, 300), 'image/png', 'small.png');
  expect(photo?.variants?.map((v) => v.width)).toEqual([500, 360, 500, 360]);

  const frame = await picture(40, 30);
  const gif = await sharp([frame, frame], { join: { animated: true } })
    .gif()
    .toBuffer();
  const animated = await upload(gif, 'image/gif', 'a.gif');
  expect(animated.photo).toMatchObject({ url: animated.url, width: 40, height: 30 });
  expect(animated.photo?.variants).toBeUndefined();
});

it('returns the variants with the photo post, in the save answer and in the feed', async () => {
  const { id, photo } = await upload(await picture(1200, 800), 'image/png', 'post.png');
  const saved = await c.post('/svc/post/update', {
    channel_id: 'variants',
    'post[type]': 'photo',
    'images[o1]': id,
  });
  const created = SaveResponseSchema.parse(saved.json.response).created_post;
  expect(created.content.photos?.[0]?.variants).toEqual(photo?.variants);

  const feed = FeedResponseSchema.parse((await c.get('/svc/post/dashboard/before/0')).json.response);
  const inFeed: Photo | undefined = feed.posts.find((p) => p.id === created.id)?.content.photos?.[0];
  expect(inFeed?.variants).toHaveLength(6);
  expect(inFeed?.variants?.[0]).toMatchObject({ type: 'image/avif', width: 1080, height: 720 });
});
