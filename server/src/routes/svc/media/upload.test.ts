import sharp from 'sharp';
import { PhotoSchema, SaveResponseSchema } from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
let c: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  c = new Client(ctx.app);
  await c.register('up@example.test', 'uploader');
});
afterAll(() => ctx.close());

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----dashtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { boundary, body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

async function upload(data: Buffer, type: string, formKey = c.formKey) {
  const { boundary, body } = multipart('photo', 'pic.png', type, data);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/svc/media/upload',
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-form-key': formKey,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  return { status: res.statusCode, json: res.json() };
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

it('refuses files that are not media, and uploads without the form key', async () => {
  expect((await upload(Buffer.from('hello'), 'text/plain')).status).toBe(400);
  expect((await upload(Buffer.from('not really a png'), 'image/png')).json.errors[0].detail).toBe(
    'Something about that file is off. Try sending something else.',
  );
  expect((await upload(Buffer.from('x'), 'image/png', 'wrong')).status).toBe(403);
});
