import { BlogPostsResponseSchema, BlogSettingsResponseSchema, SessionSchema } from '@dash/shared-contracts';
import { Client } from '../../../../test/helpers';
import { setupTestApp } from '../../../../test/setup-test-app';

const { ctx, users } = setupTestApp('ann', 'ben');
const URL = (name: string) => `/svc/settings/blog/${name}`;
const JSON_HEADERS = { 'content-type': 'application/json' };
const postJson = (c: Client, url: string, body: unknown) => c.post(url, JSON.stringify(body), { headers: JSON_HEADERS });

const blogRow = (name: string) => ctx.app.db.selectFrom('blogs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const settingsOf = async (c: Client, name: string) =>
  BlogSettingsResponseSchema.parse((await c.get(URL(name))).json.response).settings;

describe('GET /svc/settings/blog/{name}', () => {
  it("answers the owner's settings with the defaults, and the blog as the session lists it", async () => {
    const res = await users.ann.get(URL('ann'));
    expect(res.status).toBe(200);
    const answer = BlogSettingsResponseSchema.parse(res.json.response);
    expect(answer.settings).toMatchObject({
      name: 'ann',
      url: '/blog/ann',
      title: 'ann',
      description: '',
      asks: true,
      anonymous_asks: true,
      messages_from_followed_only: false,
      twitter_send_posts: false,
      facebook_opengraph_send_posts: false,
      theme: { background_color: '#ffffff', title_font: 'Gibson', avatar_shape: 'circle', header_image: null },
    });
    expect(answer.blog).toMatchObject({ name: 'ann', is_primary: true });
  });

  it("refuses another user's blog (403), an unknown blog (403) and a visitor (401)", async () => {
    expect((await users.ben.get(URL('ann'))).status).toBe(403);
    expect((await users.ann.get(URL('nobody-here'))).status).toBe(403);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.get(URL('ann'))).status).toBe(401);
  });
});

describe('POST /svc/settings/blog/{name}', () => {
  it('changes title, description, theme and asks; the blog page shows them', async () => {
    const res = await postJson(users.ann, URL('ann'), {
      title: '  Ann’s Kitchen  ',
      description: 'Recipes\nand notes',
      background_color: '#1A2B3C',
      title_color: '#ffeeaa',
      link_color: '#00ff00',
      title_font: 'Garamond',
      title_font_weight: 'regular',
      avatar_shape: 'square',
      show_description: false,
      anonymous_asks: false,
    });
    expect(res.status).toBe(200);
    const { settings, blog } = BlogSettingsResponseSchema.parse(res.json.response);
    expect(settings).toMatchObject({
      title: 'Ann’s Kitchen',
      description: 'Recipes\nand notes',
      asks: true,
      anonymous_asks: false,
      theme: {
        background_color: '#1a2b3c',
        title_color: '#ffeeaa',
        link_color: '#00ff00',
        title_font: 'Garamond',
        title_font_weight: 'regular',
        avatar_shape: 'square',
        show_description: false,
        show_title: true,
      },
    });
    expect(blog.title).toBe('Ann’s Kitchen');
    const page = BlogPostsResponseSchema.parse(
      (await new Client(ctx.app).get('/svc/indash_blog/posts?tumblelog_name_or_id=ann')).json.response,
    );
    expect(page.tumblelog).toMatchObject({
      title: 'Ann’s Kitchen',
      anonymous_asks: false,
      theme: { background_color: '#1a2b3c' },
    });
    const session = SessionSchema.parse((await users.ann.get('/svc/session')).json.response);
    expect(session.blogs.find((b) => b.name === 'ann')?.title).toBe('Ann’s Kitchen');
  });

  it('reads a form (true/false/1/0, the form key in the body) and changes only what is sent', async () => {
    const before = await settingsOf(users.ann, 'ann');
    const res = await users.ann.post(
      URL('ann'),
      { show_avatar: '0', asks: 'false', form_key: users.ann.formKey },
      { formKey: false },
    );
    expect(res.status).toBe(200);
    const after = await settingsOf(users.ann, 'ann');
    expect(after).toEqual({ ...before, asks: false, anonymous_asks: false, theme: { ...before.theme, show_avatar: false } });
    expect((await users.ann.post(URL('ann'), { show_avatar: '1', asks: 'true' })).status).toBe(200);
    // Text stays text: a title of "1".
    const title = await users.ann.post(URL('ann'), { title: '1' });
    expect(title.json.response.settings.title).toBe('1');
    expect((await users.ann.post(URL('ann'), { title: before.title })).status).toBe(200);
  });

  it("sets who may message the blog (messaging's own setting) and the header focus", async () => {
    expect((await postJson(users.ann, URL('ann'), { messages_from_followed_only: true })).status).toBe(200);
    expect((await blogRow('ann')).messages_from_followed_only).toBe(1);
    const focus = await users.ann.post(URL('ann'), { header_focus_x: '0.25', header_focus_y: '1' });
    expect(focus.status).toBe(200);
    expect(focus.json.response.settings.theme.header_image_focus).toEqual({ x: 0.25, y: 1 });
    expect(
      (await postJson(users.ann, URL('ann'), { messages_from_followed_only: false, header_focus_x: 0.5, header_focus_y: 0.5 }))
        .status,
    ).toBe(200);
  });

  it("refuses another user's blog, a visitor and a missing form key, changing nothing", async () => {
    const before = await blogRow('ann');
    const refused = await postJson(users.ben, URL('ann'), { title: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0].detail).toBe("That isn't one of your blogs.");
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await postJson(visitor, URL('ann'), { title: 'x' })).status).toBe(401);
    expect(
      (await users.ann.post(URL('ann'), JSON.stringify({ title: 'x' }), { headers: JSON_HEADERS, formKey: false })).status,
    ).toBe(403);
    expect(await blogRow('ann')).toEqual(before);
  });

  describe('bad input is a 400 that changes nothing', () => {
    const cases: [string, unknown, RegExp][] = [
      ['an empty body', {}, /Choose a setting to change\./],
      ['an unknown key', { title: 'x', theme: 'dark' }, /Unrecognized key/],
      ['a title over 255', { title: 't'.repeat(256) }, /Titles can be at most 255 characters\./],
      ['a description over 1000', { description: 'd'.repeat(1001) }, /Descriptions can be at most 1000 characters\./],
      ['a huge description', { description: 'd'.repeat(200_000) }, /at most 1000/],
      ['a colour name', { background_color: 'red' }, /Use a colour like #1a2b3c\./],
      ['a short colour', { title_color: '#fff' }, /Use a colour like/],
      ['a colour as a number', { link_color: 123456 }, /Expected string, got number/],
      ['a font outside the catalogue', { title_font: 'Comic Papyrus' }, /Invalid "title_font" value/],
      ['a weight', { title_font_weight: 'heavy' }, /Invalid "title_font_weight" value/],
      ['a shape', { avatar_shape: 'hexagon' }, /Invalid "avatar_shape" value/],
      ['a switch as text', { show_title: 'yes' }, /Expected boolean, got string/],
      ['a switch as a number', { asks: 1 }, /Expected boolean, got number/],
      ['a focus above 1', { header_focus_x: 1.5 }, /between 0 and 1/],
      ['a focus below 0', { header_focus_y: -0.1 }, /between 0 and 1/],
      ['a focus as words', { header_focus_y: 'top' }, /Expected number, got string/],
      ['remove_header_image false', { remove_header_image: false }, /Send remove_header_image as true/],
      ['a title as an object', { title: { text: 'x' } }, /Expected string, got object/],
      ['half valid', { title: 'New title', background_color: 'blue' }, /Use a colour like/],
    ];
    it.each(cases)('%s', async (_name, body, detail) => {
      const before = await blogRow('ann');
      const res = await postJson(users.ann, URL('ann'), body);
      expect(res.status).toBe(400);
      expect(res.json.errors[0].detail).toMatch(detail);
      expect(await blogRow('ann')).toEqual(before);
    });

    it('a repeated form key', async () => {
      const before = await blogRow('ann');
      const res = await users.ann.post(URL('ann'), { title: ['a', 'b'] });
      expect(res.status).toBe(400);
      expect(res.json.errors[0].detail).toMatch(/Expected string, got array/);
      expect(await blogRow('ann')).toEqual(before);
    });
  });
});

describe('POST /settings/save (spec 1 §7)', () => {
  it('sets the sharing switches on and off by name, uuid or id', async () => {
    const on = await users.ann.post('/settings/save', {
      tumblelog_name_or_id: 'ann',
      page: 'blog_settings',
      'tumblelog[twitter_send_posts]': 'on',
      'tumblelog[facebook_opengraph_send_posts]': 'on',
    });
    expect(on.status).toBe(200);
    expect(on.json.response.settings).toMatchObject({ twitter_send_posts: true, facebook_opengraph_send_posts: true });
    const row = await blogRow('ann');
    const byUuid = await users.ann.post('/settings/save', {
      tumblelog_name_or_id: row.uuid,
      'tumblelog[twitter_send_posts]': 'off',
    });
    expect(byUuid.status).toBe(200);
    const json = await postJson(users.ann, '/settings/save', {
      tumblelog_name_or_id: String(row.id),
      tumblelog: { facebook_opengraph_send_posts: 'off' },
    });
    expect(json.status).toBe(200);
    expect(await settingsOf(users.ann, 'ann')).toMatchObject({ twitter_send_posts: false, facebook_opengraph_send_posts: false });
  });

  it("refuses another user's blog, a visitor and bad values, changing nothing", async () => {
    const before = await blogRow('ann');
    expect(
      (await users.ben.post('/settings/save', { tumblelog_name_or_id: 'ann', 'tumblelog[twitter_send_posts]': 'on' })).status,
    ).toBe(403);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect(
      (await visitor.post('/settings/save', { tumblelog_name_or_id: 'ann', 'tumblelog[twitter_send_posts]': 'on' })).status,
    ).toBe(401);
    for (const body of [
      { tumblelog_name_or_id: 'ann', 'tumblelog[twitter_send_posts]': 'yes' },
      { tumblelog_name_or_id: 'ann', 'tumblelog[twitter_send_posts]': ['on', 'off'] },
      { tumblelog_name_or_id: 'ann' },
      { 'tumblelog[twitter_send_posts]': 'on' },
      { tumblelog_name_or_id: 'a'.repeat(300), 'tumblelog[twitter_send_posts]': 'on' },
    ]) {
      const res = await users.ann.post('/settings/save', body);
      expect(res.status).toBe(400);
    }
    expect(await blogRow('ann')).toEqual(before);
  });
});
