import { ALT_TEXT, BlogSettingsResponseSchema, SessionSchema } from '@dash/shared-contracts';
import { Client } from '../../../../test/helpers';
import { mediaFiles, tinyPng } from '../../../../test/media-files';
import { multipart, postUpload, type Part } from '../../../../test/multipart';
import { setupTestApp } from '../../../../test/setup-test-app';

// Issue 13 "Alt text": a blog's avatar and header image carry their descriptions (migration 023's
// blogs.avatar_alt / header_image_alt), returned in the theme of every blog answer; the user's
// alt text reminder (users.alt_text_reminder) is a /settings/dashboard setting.
const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');
const visitor = new Client(() => ctx.app);
const SETTINGS = '/svc/settings/blog/ann';
const JSON_HEADERS = { 'content-type': 'application/json' };

const send = (c: Client, url: string, parts: Part[]) => postUpload(ctx.app, c, multipart(parts), { url });
const postJson = (c: Client, url: string, body: unknown) => c.post(url, JSON.stringify(body), { headers: JSON_HEADERS });
const alts = async () =>
  ctx.app.db
    .selectFrom('blogs')
    .select(['avatar_alt', 'header_image_alt', 'theme'])
    .where('name', '=', 'ann')
    .executeTakeFirstOrThrow();
const png = async () => ({ filename: 'p.png', type: 'image/png', data: await tinyPng(300, 200, '#0a0') });

beforeAll(() => visitor.visit());

describe('blog avatar and header image alt text', () => {
  it('starts empty in every blog answer', async () => {
    const settings = BlogSettingsResponseSchema.parse((await ann.get(SETTINGS)).json.response);
    expect(settings.settings.theme).toMatchObject({ avatar_alt: '', header_image_alt: '' });
    const page = await visitor.get('/svc/indash_blog/posts?tumblelog_name_or_id=ann');
    expect(page.json.response.tumblelog.theme).toMatchObject({ avatar_alt: '', header_image_alt: '' });
  });

  it("stores the header upload's header_image_alt and avatar_alt through settings, returned in the theme everywhere", async () => {
    const header = await send(ann, `${SETTINGS}/header`, [
      { field: 'header_image_alt', data: ' A <i>foggy</i> harbour at dawn ' },
      { field: 'header', ...(await png()) },
    ]);
    expect(header.status).toBe(200);
    expect(BlogSettingsResponseSchema.parse(header.json.response).settings.theme.header_image_alt).toBe(
      'A foggy harbour at dawn',
    );
    const saved = await postJson(ann, SETTINGS, { avatar_alt: 'Ann, smiling, in a yellow raincoat' });
    expect(saved.status).toBe(200);
    expect(saved.json.response.settings.theme).toMatchObject({
      avatar_alt: 'Ann, smiling, in a yellow raincoat',
      header_image_alt: 'A foggy harbour at dawn',
    });
    const expected = { avatar_alt: 'Ann, smiling, in a yellow raincoat', header_image_alt: 'A foggy harbour at dawn' };
    expect((await visitor.get('/svc/indash_blog/posts?tumblelog_name_or_id=ann')).json.response.tumblelog.theme).toMatchObject(
      expected,
    );
    expect((await ben.get('/svc/indash_blog/header?tumblelog_name_or_id=ann')).json.response.tumblelog.theme).toMatchObject(
      expected,
    );
    expect((await ben.get('/svc/tumblelog_popover/ann')).json.response.tumblelog.theme).toMatchObject(expected);
    // Not inside the stored theme JSON: the columns are the one place.
    expect(JSON.parse((await alts()).theme)).not.toHaveProperty('header_image_alt');
  });

  it('changes the header alt alone; a new avatar or header takes the alt sent with it ("" when none); removing the header clears it', async () => {
    const changed = await postJson(ann, SETTINGS, { header_image_alt: 'Harbour & boats <3' });
    expect(changed.json.response.settings.theme.header_image_alt).toBe('Harbour & boats <3');
    const avatar = await send(ann, `${SETTINGS}/avatar`, [
      { field: 'avatar_alt', data: 'A new portrait' },
      { field: 'avatar', ...(await png()) },
    ]);
    expect(avatar.status).toBe(200);
    expect(avatar.json.response.settings.theme.avatar_alt).toBe('A new portrait');
    const bare = await send(ann, `${SETTINGS}/avatar`, [{ field: 'avatar', ...(await png()) }]);
    expect(bare.json.response.settings.theme.avatar_alt).toBe('');
    const header = await send(ann, `${SETTINGS}/header`, [{ field: 'header', ...(await png()) }]);
    expect(header.json.response.settings.theme.header_image_alt).toBe('');
    await postJson(ann, SETTINGS, { header_image_alt: 'Boats' });
    const removed = await postJson(ann, SETTINGS, { remove_header_image: true });
    expect(removed.json.response.settings.theme).toMatchObject({ header_image: null, header_image_alt: '' });
  });

  it('refuses 1,001 characters, wrong types, another blog and visitors, changing nothing', async () => {
    await postJson(ann, SETTINGS, { avatar_alt: 'Kept' });
    const before = { row: await alts(), files: mediaFiles(ctx) };
    const long = 'x'.repeat(ALT_TEXT.max + 1);
    const tooLong = await postJson(ann, SETTINGS, { avatar_alt: long });
    expect([tooLong.status, tooLong.json.errors[0].detail, tooLong.json.errors[0].field]).toEqual([
      400,
      ALT_TEXT.tooLong,
      'avatar_alt',
    ]);
    const headerLong = await send(ann, `${SETTINGS}/header`, [
      { field: 'header_image_alt', data: long },
      { field: 'header', ...(await png()) },
    ]);
    expect([headerLong.status, headerLong.json.errors[0].detail]).toEqual([400, ALT_TEXT.tooLong]);
    const avatarLong = await send(ann, `${SETTINGS}/avatar`, [
      { field: 'avatar_alt', data: long },
      { field: 'avatar', ...(await png()) },
    ]);
    expect([avatarLong.status, avatarLong.json.errors[0].detail]).toEqual([400, ALT_TEXT.tooLong]);
    expect((await postJson(ann, SETTINGS, { header_image_alt: ['a'] })).status).toBe(400);
    expect((await postJson(ann, SETTINGS, { avatar_alt: { a: 1 } })).status).toBe(400);
    expect((await postJson(ben, SETTINGS, { avatar_alt: 'Ben was here' })).status).toBe(403);
    expect(
      (
        await send(ben, `${SETTINGS}/header`, [
          { field: 'header_image_alt', data: 'x' },
          { field: 'header', ...(await png()) },
        ])
      ).status,
    ).toBe(403);
    expect((await postJson(visitor, SETTINGS, { avatar_alt: 'anon' })).status).toBe(401);
    expect({ row: await alts(), files: mediaFiles(ctx) }).toEqual(before);
  });
});

describe('the alt text reminder setting (POST /svc/settings/dashboard alt_text_reminder)', () => {
  const reminderOf = async (c: Client) =>
    SessionSchema.parse((await c.get('/svc/session')).json.response).user?.alt_text_reminder;

  it('is on for a new account, and each user turns their own off and on', async () => {
    expect(await reminderOf(ann)).toBe(true);
    const off = await postJson(ann, '/svc/settings/dashboard', { alt_text_reminder: false });
    expect(off.status).toBe(200);
    expect(off.json.response.user.alt_text_reminder).toBe(false);
    expect(await reminderOf(ann)).toBe(false);
    expect(await reminderOf(ben)).toBe(true);
    const form = await ann.post('/svc/settings/dashboard', { alt_text_reminder: 'true' });
    expect(form.json.response.user.alt_text_reminder).toBe(true);
  });

  it('refuses a wrong type and visitors, changing nothing', async () => {
    await postJson(ann, '/svc/settings/dashboard', { alt_text_reminder: false });
    expect((await postJson(ann, '/svc/settings/dashboard', { alt_text_reminder: 'nope' })).status).toBe(400);
    expect((await postJson(ann, '/svc/settings/dashboard', { alt_text_reminder: 1 })).status).toBe(400);
    expect((await postJson(visitor, '/svc/settings/dashboard', { alt_text_reminder: true })).status).toBe(401);
    expect(await reminderOf(ann)).toBe(false);
  });
});
