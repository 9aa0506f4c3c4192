import { SessionSchema, SETTINGS_LIMITS } from '@dash/shared-contracts';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '../../../../test/helpers';
import { setupTestApp } from '../../../../test/setup-test-app';

const { ctx, users } = setupTestApp('ann', 'ben');
const URL = '/svc/account/blogs';
const blogNames = async () => (await ctx.app.db.selectFrom('blogs').select('name').orderBy('id').execute()).map((b) => b.name);

describe('POST /svc/account/blogs', () => {
  it('adds a blog with a generated avatar; the session lists it and the acting blog stays', async () => {
    const res = await users.ann.post(URL, { blog_name: ' Ann-Draws ' });
    expect(res.status).toBe(200);
    const session = SessionSchema.parse(res.json.response);
    expect(session.blogs.map((b) => [b.name, b.is_primary])).toEqual([
      ['ann', true],
      ['ann-draws', false],
    ]);
    expect(session.current_blog).toBe('ann');
    const avatar = session.blogs[1]!.avatar_url;
    expect(fs.existsSync(path.join(ctx.dir, 'media', avatar.replace('/media/', '')))).toBe(true);
    expect((await users.ann.get('/svc/settings/blog/ann-draws')).status).toBe(200);
    expect((await users.ann.post('/svc/session/current_blog', { tumblelog: 'ann-draws' })).status).toBe(200);
  });

  it('refuses a taken name (409), a visitor (401) and a missing form key (403), adding nothing', async () => {
    const before = await blogNames();
    const taken = await users.ann.post(URL, { blog_name: 'ben' });
    expect(taken.status).toBe(409);
    expect(taken.json.errors[0]).toMatchObject({ detail: 'That blog name is taken. Try another one.', field: 'blog_name' });
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.post(URL, { blog_name: 'visitor-blog' })).status).toBe(401);
    expect((await users.ann.post(URL, { blog_name: 'no-key' }, { formKey: false })).status).toBe(403);
    expect(await blogNames()).toEqual(before);
  });

  it.each([
    ['no name', {}, /"blog_name" is missing/],
    ['an empty name', { blog_name: '  ' }, /Invalid "blog_name" value|Choose a blog name/],
    ['spaces inside', { blog_name: 'two words' }, /letters, numbers and inner hyphens/],
    ['a leading hyphen', { blog_name: '-ann' }, /letters, numbers and inner hyphens/],
    ['an oversized name', { blog_name: 'a'.repeat(20_000) }, /at most 32 characters/],
    ['a repeated key', { blog_name: ['a', 'b'] }, /Expected string, got array/],
  ])('%s is a 400 that adds nothing', async (_name, body, detail) => {
    const before = await blogNames();
    const res = await users.ann.post(URL, body);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(detail);
    expect(await blogNames()).toEqual(before);
  });

  it(`stops at ${SETTINGS_LIMITS.blogsPerUser} blogs (403)`, async () => {
    const { ben } = users;
    for (let i = 2; i <= SETTINGS_LIMITS.blogsPerUser; i++)
      expect((await ben.post(URL, { blog_name: `ben-${i}` })).status).toBe(200);
    const over = await ben.post(URL, { blog_name: 'ben-one-more' });
    expect(over.status).toBe(403);
    expect(over.json.errors[0].detail).toBe(`You can have at most ${SETTINGS_LIMITS.blogsPerUser} blogs.`);
    expect(await blogNames()).not.toContain('ben-one-more');
  });
});
