import sharp from 'sharp';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { MediaUploadResponseSchema } from '@dash/shared-contracts';
import { PhotoSchema, SaveResponseSchema } from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { uploadPhoto } from '../../../../test/multipart';

let ctx: TestContext;
let c: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  c = new Client(ctx.app);
  await c.register('up@example.test', 'uploader');
});
afterAll(() => ctx.close());

function upload(data: Buffer, type: string, formKey = c.formKey, filename = 'pic.png') {
  return uploadPhoto(ctx.app, c, { data, type, filename }, formKey);
}

it('resizes an uploaded image and uses it in a photo post', async () => {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#00b8ff' } })
    .png()
    .toBuffer();
  const res = await upload(png, 'image/png');
  expect(res.status).toBe(200);
  const photo = PhotoSchema.parse(res.json.response.photo);
  expect(photo.width).toBe(1080);
  expect(photo.alt_sizes.map((s) => s.width)).toEqual([1080, 540, 250]);
  expect((await c.get(photo.url)).status).toBe(200);

  const saved = await c.post('/svc/post/update', {
    channel_id: 'uploader',
    'post[type]': 'photo',
    'post[two]': '<p>Blue</p>',
    [`images[o1]`]: res.json.response.id,
    [`caption[o1]`]: 'x'.repeat(250),
  });
  const post = SaveResponseSchema.parse(saved.json.response).created_post;
  expect(post.content.photos).toHaveLength(1);
  expect(post.content.photos?.[0]?.caption).toHaveLength(200);
  expect(post.content.layout).toBe('1');
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
const mp3 = () => Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.alloc(64, 1)]);
const mp4 = (brand = 'isom') => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`), Buffer.alloc(64, 0)]);
const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 0)]);

it('applies the EXIF orientation before resizing', async () => {
  const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#333333' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const res = await upload(jpeg, 'image/jpeg', c.formKey, 'photo.jpg');
  const photo = MediaUploadResponseSchema.parse(res.json.response).photo;
  expect(photo).toMatchObject({ width: 800, height: 1600 });
});

it('keeps GIFs as sent and stores audio and video under the type their bytes have', async () => {
  const gif = await sharp([await png(), await png()], { join: { animated: true } })
    .gif()
    .toBuffer();
  const g = MediaUploadResponseSchema.parse((await upload(gif, 'image/gif', c.formKey, 'a.gif')).json.response);
  expect(g.url).toMatch(/\.gif$/);
  const a = MediaUploadResponseSchema.parse((await upload(mp3(), 'audio/mpeg', c.formKey, 'song.mp3')).json.response);
  expect(a).toMatchObject({ kind: 'audio' });
  expect(a.url).toMatch(/\.mp3$/);
  const m4a = MediaUploadResponseSchema.parse((await upload(mp4('M4A '), 'audio/mp4', c.formKey, 'song.m4a')).json.response);
  expect(m4a.url).toMatch(/\.m4a$/);
  const v = MediaUploadResponseSchema.parse((await upload(mp4(), 'video/mp4', c.formKey, 'clip.mp4')).json.response);
  expect(v).toMatchObject({ kind: 'video' });
  const w = MediaUploadResponseSchema.parse(
    (await upload(webm(), 'application/octet-stream', c.formKey, 'clip.webm')).json.response,
  );
  expect(w.url).toMatch(/\.webm$/);
});

it.each([
  ['text as text/plain', async () => Buffer.from('hello'), 'text/plain', 'notes.txt', 'This is not valid image file.'],
  [
    'text claiming to be a png',
    async () => Buffer.from('not really a png'),
    'image/png',
    'pic.png',
    'This is not valid image file.',
  ],
  ['an mp3 claiming to be a jpeg', async () => mp3(), 'image/jpeg', 'pic.jpg', 'This is not valid image file.'],
  ['a png claiming to be an mp3', png, 'audio/mpeg', 'song.mp3', 'This is not valid audio file.'],
  ['a png claiming to be a video', png, 'video/mp4', 'clip.mp4', 'This is not valid video file.'],
  ['an mp4 claiming to be audio/mpeg', async () => mp4(), 'audio/mpeg', 'song.mp3', 'This is not valid audio file.'],
  ['a png named .mp4', png, 'image/png', 'clip.mp4', 'This is not valid image file.'],
])('refuses %s and stores nothing', async (_name, make, type, filename, detail) => {
  const before = await dbSnapshot(ctx.app);
  const res = await upload(await make(), type, c.formKey, filename);
  expect(res.status).toBe(400);
  expect(res.json.errors[0].detail).toBe(detail);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});

it('refuses files over the limit of their kind with 413', async () => {
  const before = await dbSnapshot(ctx.app);
  const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
  const res = await upload(big, 'image/png');
  expect(res.status).toBe(413);
  expect(res.json.errors[0]).toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
    detail: 'The file is too big. Squish it down, and try again!',
  });
  const audio = Buffer.concat([mp3(), Buffer.alloc(20 * 1024 * 1024)]);
  expect((await upload(audio, 'audio/mpeg', c.formKey, 'a.mp3')).status).toBe(413);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});

it('refuses uploads without the form key or a login', async () => {
  expect((await upload(await png(), 'image/png', 'wrong')).json.errors[0].code).toBe('FORM_KEY_INVALID');
});
