import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BlogSettingsResponseSchema } from '@dash/shared-contracts';
import { Client } from '../../../../test/helpers';
import { pngBomb } from '../../../../test/image-bombs';
import { mediaFiles, tinyPng } from '../../../../test/media-files';
import { multipart, postUpload, type Part } from '../../../../test/multipart';
import { setupTestApp } from '../../../../test/setup-test-app';

const { ctx, users } = setupTestApp('ann', 'ben');
const AVATAR = '/svc/settings/blog/ann/avatar';
const HEADER = '/svc/settings/blog/ann/header';

const send = (c: Client, url: string, parts: Part[]) => postUpload(ctx.app, c, multipart(parts), { url });
const blogRow = () => ctx.app.db.selectFrom('blogs').selectAll().where('name', '=', 'ann').executeTakeFirstOrThrow();
const mediaRows = () => ctx.app.db.selectFrom('media').selectAll().orderBy('id').execute();
const fileOf = (url: string) => path.join(ctx.dir, 'media', url.replace(/^\/media\//, ''));

describe('POST /svc/settings/blog/{name}/avatar', () => {
  it('replaces the avatar with square JPEGs of the upload; the old files go', async () => {
    const before = await blogRow();
    const oldFile = path.join(ctx.dir, 'media', `${before.avatar}-128.jpg`);
    expect(fs.existsSync(oldFile)).toBe(true);
    const png = await tinyPng(300, 200, '#00ff00');
    const res = await send(users.ann, AVATAR, [{ field: 'avatar', filename: 'me.png', type: 'image/png', data: png }]);
    expect(res.status).toBe(200);
    const { settings, blog } = BlogSettingsResponseSchema.parse(res.json.response);
    expect(settings.avatar_url).toMatch(/^\/media\/avatars\/.+-128\.jpg$/);
    expect(blog.avatar_url).toBe(settings.avatar_url);
    const meta = await sharp(fs.readFileSync(fileOf(settings.avatar_url))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 128, 128]);
    expect(fs.existsSync(fileOf(settings.avatar_url.replace('-128.jpg', '-512.jpg')))).toBe(true);
    expect(fs.existsSync(oldFile)).toBe(false);
    // The blog page and the session show it.
    const page = await new Client(ctx.app).get('/svc/indash_blog/posts?tumblelog_name_or_id=ann');
    expect(page.json.response.tumblelog.avatar_url).toBe(settings.avatar_url);
    expect((await users.ann.get('/svc/session')).json.response.blogs[0].avatar_url).toBe(settings.avatar_url);
  });

  it("refuses another user's blog, a visitor and a missing form key before reading anything", async () => {
    const before = { row: await blogRow(), files: mediaFiles(ctx) };
    const part = { field: 'avatar', filename: 'me.png', type: 'image/png', data: await tinyPng() };
    expect((await send(users.ben, AVATAR, [part])).status).toBe(403);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await send(visitor, AVATAR, [part])).status).toBe(401);
    expect((await postUpload(ctx.app, users.ann, multipart([part]), { url: AVATAR, formKey: '' })).status).toBe(403);
    expect({ row: await blogRow(), files: mediaFiles(ctx) }).toEqual(before);
  });

  it.each([
    [
      'text pretending to be a PNG',
      { field: 'avatar', filename: 'me.png', type: 'image/png', data: 'just words' },
      400,
      /not valid image/,
    ],
    [
      'an audio file',
      { field: 'avatar', filename: 'a.mp3', type: 'audio/mpeg', data: 'ID3xxxxxxxxxxxxxxx' },
      400,
      /not valid image/,
    ],
    [
      'the wrong field',
      { field: 'photo', filename: 'me.png', type: 'image/png', data: 'x' },
      400,
      /Send the image in the "avatar" field\./,
    ],
    ['an image bomb', { field: 'avatar', filename: 'bomb.png', type: 'image/png', data: pngBomb() }, 400, /under 50 megapixels/],
    [
      'a file over 10 MB',
      { field: 'avatar', filename: 'big.png', type: 'image/png', data: Buffer.alloc(10 * 1024 * 1024 + 1) },
      413,
      /too big/,
    ],
  ])('%s changes nothing', async (_name, part, status, detail) => {
    const before = { row: await blogRow(), files: mediaFiles(ctx) };
    const res = await send(users.ann, AVATAR, [part as Part]);
    expect(res.status).toBe(status);
    expect(res.json.errors[0].detail).toMatch(detail);
    expect({ row: await blogRow(), files: mediaFiles(ctx) }).toEqual(before);
  });

  it('refuses a body that is not multipart, and one without a file', async () => {
    expect((await users.ann.post(AVATAR, { avatar: 'x' })).status).toBe(400);
    expect((await send(users.ann, AVATAR, [{ field: 'note', data: 'hi' }])).json.errors[0].detail).toBe('No file was sent.');
  });
});

describe('POST /svc/settings/blog/{name}/header', () => {
  it('stores the header like a post photo with its focus, and replacing it removes the previous one', async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const first = await send(users.ann, HEADER, [
      { field: 'header_focus_x', data: '0.2' },
      { field: 'header_focus_y', data: '0.75' },
      { field: 'header', filename: 'wide.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    expect(first.status).toBe(200);
    const theme = BlogSettingsResponseSchema.parse(first.json.response).settings.theme;
    expect(theme.header_image).toMatch(/^\/media\/uploads\/.+-1080\.jpg$/);
    expect(theme.header_image_focus).toEqual({ x: 0.2, y: 0.75 });
    expect(fs.existsSync(fileOf(theme.header_image!))).toBe(true);
    const rows = await mediaRows();
    expect(rows.map((r) => r.owner_user_id)).toEqual([(await blogRow()).owner_user_id]);

    const second = await send(users.ann, HEADER, [
      { field: 'header', filename: 'w.png', type: 'image/png', data: await tinyPng(800, 200) },
    ]);
    expect(second.status).toBe(200);
    const next = second.json.response.settings.theme;
    expect(next.header_image_focus).toEqual({ x: 0.5, y: 0.5 });
    expect(fs.existsSync(fileOf(theme.header_image!))).toBe(false);
    expect((await mediaRows()).map((r) => r.id)).not.toContain(rows[0]!.id);

    // Taking it away (POST /svc/settings/blog/{name}) removes its row and files as well.
    const removed = await users.ann.post('/svc/settings/blog/ann', JSON.stringify({ remove_header_image: true }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.response.settings.theme.header_image).toBeNull();
    expect(await mediaRows()).toEqual([]);
    expect(fs.existsSync(fileOf(next.header_image))).toBe(false);
  });

  it.each([
    ['a focus above 1', '1.5', /between 0 and 1/],
    ['a focus in words', 'left', /Expected number, got string/],
    ['an oversized focus', '0.'.padEnd(20_000, '5'), /Expected number, got string/],
  ])('%s is a 400 that stores nothing', async (_name, x, detail) => {
    const before = { row: await blogRow(), files: mediaFiles(ctx), media: await mediaRows() };
    const res = await send(users.ann, HEADER, [
      { field: 'header_focus_x', data: x },
      { field: 'header', filename: 'w.png', type: 'image/png', data: await tinyPng() },
    ]);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(detail);
    expect({ row: await blogRow(), files: mediaFiles(ctx), media: await mediaRows() }).toEqual(before);
  });

  it("refuses an unknown text field and another user's blog", async () => {
    const before = { row: await blogRow(), files: mediaFiles(ctx) };
    const png = { field: 'header', filename: 'w.png', type: 'image/png', data: await tinyPng() };
    expect((await send(users.ann, HEADER, [{ field: 'caption', data: 'x' }, png])).status).toBe(400);
    expect((await send(users.ben, HEADER, [png])).status).toBe(403);
    expect({ row: await blogRow(), files: mediaFiles(ctx) }).toEqual(before);
  });
});
