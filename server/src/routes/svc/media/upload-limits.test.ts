import sharp from 'sharp';
import { MediaUploadResponseSchema } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { multipart, postUpload } from '../../../../test/multipart';
import { mediaFiles } from '../../../../test/media-files';
import { gifBomb, pngBomb } from '../../../../test/image-bombs';

let ctx: TestContext;
let c: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  c = new Client(ctx.app);
  await c.register('bombs@example.test', 'bombs');
});
afterAll(() => ctx.close());

async function send(payload: Buffer | string, contentType?: string) {
  const started = Date.now();
  const res = await postUpload(ctx.app, c, payload, contentType === undefined ? {} : { contentType });
  return { ...res, ms: Date.now() - started };
}
const upload = (data: Buffer, type: string, filename: string) => send(multipart([{ field: 'photo', filename, type, data }]));

/** Runs a request that must be refused with `status`, and checks that it changed no row and no file. */
async function refused(run: () => ReturnType<typeof send>, status = 400) {
  const before = await dbSnapshot(ctx.app);
  const files = mediaFiles(ctx);
  const res = await run();
  expect(res.status).toBe(status);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
  expect(mediaFiles(ctx)).toEqual(files);
  return res;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c5cff' } })
    .png()
    .toBuffer();

describe('image bombs (pixel limits read from the header, before decoding)', () => {
  it('refuses a 30 KB PNG of 16000×16000 at once, naming the upload field', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(40 * 1024);
    const res = await refused(() => upload(bomb, 'image/png', 'bomb.png'));
    expect(res.json.errors[0]).toMatchObject({
      code: 'VALIDATION',
      field: 'photo',
      detail: 'This image is too large. Use one under 50 megapixels.',
    });
    // Drawing it takes seconds of CPU and hundreds of MB; reading its header takes milliseconds (the
    // bound is loose for a busy CI machine, still well below a decode).
    expect(res.ms).toBeLessThan(2500);
  });

  it('refuses a GIF frame over 50 megapixels', async () => {
    const res = await refused(() => upload(gifBomb(8000, 8000, 1), 'image/gif', 'big.gif'));
    expect(res.json.errors[0].detail).toBe('This image is too large. Use one under 50 megapixels.');
  });

  it('refuses an animated GIF whose frames add up to more than 300 megapixels', async () => {
    // 100 frames of 2000×2000: 4 MP each, 400 MP to play, in about 2 KB.
    const res = await refused(() => upload(gifBomb(2000, 2000, 100), 'image/gif', 'long.gif'));
    expect(res.json.errors[0]).toMatchObject({
      field: 'photo',
      detail: 'This GIF is too large. Use one with fewer or smaller frames.',
    });
  });

  it('still takes a large everyday photo (4000×3000) and a GIF under the caps', async () => {
    const photo = await upload(await png(4000, 3000), 'image/png', 'camera.png');
    expect(photo.status).toBe(200);
    expect(MediaUploadResponseSchema.parse(photo.json.response).photo).toMatchObject({ width: 1080, height: 810 });
    const gif = await upload(gifBomb(1000, 1000, 50), 'image/gif', 'ok.gif');
    expect(gif.status).toBe(200);
    expect(MediaUploadResponseSchema.parse(gif.json.response).url).toMatch(/\.gif$/);
  });
});

describe('odd files and requests answer a clear 4xx and store nothing', () => {
  it.each([
    ['an empty image', Buffer.alloc(0), 'image/png', 'empty.png', 'This is not valid image file.'],
    ['an empty file as octet-stream', Buffer.alloc(0), 'application/octet-stream', 'empty.jpg', 'This is not valid image file.'],
    ['an empty audio file', Buffer.alloc(0), 'audio/mpeg', 'empty.mp3', 'This is not valid audio file.'],
    [
      'the PNG signature alone',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'image/png',
      'sig.png',
      'This is not valid image file.',
    ],
  ])('refuses %s', async (_name, data, type, filename, detail) => {
    const res = await refused(() => upload(data, type, filename));
    expect(res.json.errors[0].detail).toBe(detail);
  });

  it('refuses a PNG cut inside its header, and one cut inside its pixels', async () => {
    const whole = await png(400, 300);
    for (const cut of [20, 40, Math.floor(whole.length / 2)]) {
      const res = await refused(() => upload(whole.subarray(0, cut), 'image/png', 'cut.png'));
      expect(res.json.errors[0].detail).toBe('This is not valid image file.');
    }
  });

  it('takes an image whose name has no extension, and one with a very long name', async () => {
    expect((await upload(await png(40, 30), 'image/png', 'blob')).status).toBe(200);
    expect((await upload(await png(40, 30), 'image/png', `${'x'.repeat(5000)}.png`)).status).toBe(200);
  });

  it('refuses a part header too long to read (a 200 KB filename)', async () => {
    // busboy stops reading a part header past its size limit: the file arrives without its type.
    const picture = await png(40, 30);
    const res = await refused(() => upload(picture, 'image/png', `${'x'.repeat(200_000)}.png`));
    expect(res.json.errors[0].detail).toBe('This is not valid image file.');
  });

  it('refuses a file with no extension and no media type', async () => {
    const picture = await png(40, 30);
    const res = await refused(() => upload(picture, 'application/octet-stream', 'blob'));
    expect(res.json.errors[0].detail).toBe('This is not valid image file.');
  });

  it('refuses a multipart request without a file', async () => {
    const res = await refused(() => send(multipart([{ field: 'caption', data: 'no file here' }])));
    expect(res.json.errors[0].detail).toBe('No file was sent.');
  });

  it('refuses two files in one request', async () => {
    const one = await png(40, 30);
    const res = await refused(() =>
      send(
        multipart([
          { field: 'photo', filename: 'a.png', type: 'image/png', data: one },
          { field: 'photo', filename: 'b.png', type: 'image/png', data: one },
        ]),
      ),
    );
    expect(res.json.errors[0].detail).toBe('Send one file at a time.');
  });

  it.each([
    ['a form-encoded body', 'photo=abc', 'application/x-www-form-urlencoded'],
    ['a JSON body', '{"photo":"abc"}', 'application/json'],
  ])('refuses %s', async (_name, body, type) => {
    const res = await refused(() => send(body, type));
    expect(res.json.errors[0].detail).toBe('Send the file as multipart/form-data.');
  });

  it('refuses a multipart body that is cut off or has no boundary', async () => {
    const whole = multipart([{ field: 'photo', filename: 'a.png', type: 'image/png', data: await png(40, 30) }]);
    const unreadable = "We couldn't read that upload. Try sending the file again.";
    const cut = await refused(() => send(whole.subarray(0, whole.length - 30)));
    expect(cut.json.errors[0].detail).toBe(unreadable);
    const noBoundary = await refused(() => send(whole, 'multipart/form-data'));
    expect(noBoundary.json.errors[0].detail).toBe(unreadable);
  });
});
