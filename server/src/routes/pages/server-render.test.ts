import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { createPost } from '../../../test/posts';

// Issue 8: the server renders the first page of every feed page with the shell's own components
// (here straight from the shell's source; `npm start` uses its build, shell/dist-server/render.js).
let ctx: TestContext;
let ann: Client;
let ben: Client;
let visitor: Client;
beforeAll(async () => {
  ctx = await createTestApp({ config: { shellRenderer: path.join(REPO_ROOT, 'shell', 'src', 'ssr', 'render.tsx') } });
  ann = new Client(ctx.app);
  await ann.register('ann@example.test', 'ann');
  ben = new Client(ctx.app);
  await ben.register('ben@example.test', 'ben');
  visitor = new Client(ctx.app);
  await visitor.visit();
  await createPost(ann, 'ann', { 'post[one]': 'Public morning', 'post[tags]': 'mornings' });
  await createPost(ann, 'ann', { 'post[one]': 'Secret draft', 'post[state]': '1' });
  await createPost(ann, 'ann', { 'post[one]': 'Secret private', 'post[state]': 'private' });
  expect((await ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
}, 30_000);
afterAll(() => ctx.close());

const html = { accept: 'text/html' };
const page = async (client: Client, url: string) => {
  const res = await client.get(url, html);
  return { status: res.status, location: res.res.headers.location, body: res.res.body };
};
const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
const feedDataOf = (body: string) => {
  const m = /<script type="application\/json" id="dash-initial-feed">(.*?)<\/script>/s.exec(body);
  return m?.[1] ? JSON.parse(m[1]) : null;
};

describe('server-rendered pages', () => {
  it("renders the settings pages with their loading state, a 404 for settings of a blog not the viewer's own, and login for visitors", async () => {
    for (const [url, title] of [
      ['/settings/account', 'Account settings'],
      ['/settings/notifications', 'Notification settings'],
      ['/settings/dashboard', 'Dashboard settings'],
      ['/settings/blog/ann', 'Settings for ann'],
    ]) {
      const own = await page(ann, url!);
      expect([url, own.status]).toEqual([url, 200]);
      expect(own.body).toContain(`<title>${title}</title>`);
      expect(rootOf(own.body)).toContain('aria-label="Settings"');
    }
    expect(rootOf((await page(ann, '/settings/blog/ann')).body)).toContain('Loading your settings…');
    expect((await page(ann, '/settings')).location).toBe('/settings/account');
    const other = await page(ben, '/settings/blog/ann');
    expect(other.status).toBe(404);
    expect(other.body).toContain('<title>Page not found</title>');
    expect(rootOf(other.body)).toContain('Page not found');
    const out = await page(visitor, '/settings/blog/ann');
    expect([out.status, out.location]).toEqual([302, '/login?redirect=%2Fsettings%2Fblog%2Fann']);
  });

  it('renders /admin/events for an admin (ann, the first account), a 404 for anyone else, and login for visitors', async () => {
    const own = await page(ann, '/admin/events');
    expect(own.status).toBe(200);
    expect(own.body).toContain('<title>Logged events</title>');
    expect(rootOf(own.body)).toContain('Logged events');
    const other = await page(ben, '/admin/events');
    expect(other.status).toBe(404);
    expect(other.body).toContain('<title>Page not found</title>');
    expect(rootOf(other.body)).toContain('Page not found');
    const out = await page(visitor, '/admin/events');
    expect([out.status, out.location]).toEqual([302, '/login?redirect=%2Fadmin%2Fevents']);
  });

  it("renders a visitor's dashboard as the explore feed, with the data the browser hydrates", async () => {
    const { status, body } = await page(visitor, '/dashboard');
    expect(status).toBe(200);
    const root = rootOf(body);
    expect(root).toContain('role="feed"');
    expect(root).toContain('Public morning');
    expect(root).toContain('Log in');
    expect(body).toContain('<title>Dashboard</title>');
    const data = feedDataOf(body);
    expect(data).toMatchObject({ page: 'explore', blog: null });
    expect(data.response.posts.map((p: { content: { title: string } }) => p.content.title)).toEqual(['Public morning']);
  });

  it('shows drafts to their owner only, and sends a visitor to log in', async () => {
    const own = await page(ann, '/drafts');
    expect(own.status).toBe(200);
    expect(rootOf(own.body)).toContain('Secret draft');
    expect(own.body).toContain('<title>Drafts</title>');
    expect(feedDataOf(own.body)).toMatchObject({ page: 'drafts', blog: 'ann' });

    const other = await page(ben, '/drafts');
    expect(other.body).not.toContain('Secret draft');
    const dashboard = await page(ben, '/dashboard');
    expect(rootOf(dashboard.body)).toContain('Public morning');
    for (const secret of ['Secret draft', 'Secret private']) expect(dashboard.body).not.toContain(secret);

    const away = await page(visitor, '/drafts');
    expect(away.status).toBe(302);
    expect(away.location).toBe('/login?redirect=%2Fdrafts');
  });

  it('renders a tag page, and the explore feed hides private posts from everyone else', async () => {
    const tagged = await page(visitor, '/tagged/mornings');
    expect(rootOf(tagged.body)).toContain('Public morning');
    expect(feedDataOf(tagged.body)).toMatchObject({ page: 'tagged', tag: 'mornings' });
    const explore = await page(ben, '/explore');
    expect(explore.body).not.toContain('Secret private');
  });

  it('redirects / to the dashboard and renders the account pages without feed data', async () => {
    expect(await page(visitor, '/')).toMatchObject({ status: 302, location: '/dashboard' });
    const login = await page(visitor, '/login');
    expect(rootOf(login.body)).toContain('Log in');
    expect(feedDataOf(login.body)).toBeNull();
    const afterLogin = await page(ann, '/login');
    expect(afterLogin).toMatchObject({ status: 302, location: '/dashboard' });
  });

  it("renders a permalink with its notes open, for a visitor too, and their data; a private post's for its owner only", async () => {
    const post = await createPost(ann, 'ann', { 'post[one]': 'Noted morning' });
    expect((await ben.post('/svc/like', { id: post.id })).status).toBe(200);
    const replied = await ben.post('/svc/reply', {
      post_id: post.id,
      reply_text: 'Lovely <b>light</b>',
      tumblelog_key: post.reblog_key,
    });
    expect(replied.status).toBe(200);
    // The list's code resolves a moment after the renderer loads: the first render may stream it in
    // later (React's Suspense), every later one writes it in place, readable without JavaScript.
    await page(visitor, `/blog/ann/post/${post.id}`);
    const { status, body } = await page(visitor, `/blog/ann/post/${post.id}`);
    expect(body).not.toContain('<template id="B:');
    expect(status).toBe(200);
    const root = rootOf(body);
    expect(root).toContain('aria-label="Notes"');
    expect(root).toContain('aria-expanded="true"');
    expect(root).toContain('Lovely &lt;b&gt;light&lt;/b&gt;');
    expect(root).toContain('href="/blog/ben"');
    const data = /<script type="application\/json" id="dash-initial-blog">(.*?)<\/script>/s.exec(body)?.[1];
    const initial = JSON.parse(data ?? 'null');
    expect(initial.notes.notes.map((n: { type: string }) => n.type)).toEqual(['reply', 'like']);
    expect(initial.notes.counts).toEqual({ like: 1, reblog: 0, reply: 1 });

    const secret = await createPost(ann, 'ann', { 'post[one]': 'Secret noted', 'post[state]': 'private' });
    const own = await page(ann, `/blog/ann/post/${secret.id}`);
    expect(own.status).toBe(200);
    expect(rootOf(own.body)).toContain('No notes yet.');
    for (const who of [ben, visitor]) {
      const other = await page(who, `/blog/ann/post/${secret.id}`);
      expect(other.status).toBe(404);
      expect(other.body).not.toContain('Secret noted');
      expect(other.body).not.toContain('"notes"');
    }
  });

  it("links the title font's stylesheet, and preloads its file, in the head of that blog's pages only", async () => {
    const settings = (body: Record<string, unknown>) =>
      ann.post('/svc/settings/blog/ann', JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
    expect((await settings({ title_font: 'Old Standard', title_font_weight: 'bold' })).status).toBe(200);
    const preload =
      '<link rel="preload" href="/fonts/old-standard-tt/old-standard-tt-latin-700-normal.woff2?v=5.3.0" as="font" type="font/woff2" crossorigin>';
    const stylesheet =
      '<link rel="stylesheet" href="/fonts/old-standard-tt/stylesheet.css?v=5.3.0" data-title-font="Old Standard">';
    for (const client of [visitor, ann, ben]) {
      const blog = await page(client, '/blog/ann');
      expect(blog.status).toBe(200);
      expect(headOf(blog.body)).toContain(preload + stylesheet);
    }
    const postId = feedDataOf((await page(visitor, '/explore')).body).response.posts[0].id;
    expect(headOf((await page(visitor, `/blog/ann/post/${postId}`)).body)).toContain(stylesheet);
    expect(headOf((await page(visitor, '/blog/ann/tagged/mornings')).body)).toContain(stylesheet);

    // Regular weight: the regular file.
    expect((await settings({ title_font_weight: 'regular' })).status).toBe(200);
    expect(headOf((await page(visitor, '/blog/ann')).body)).toContain('old-standard-tt-latin-400-normal.woff2?v=5.3.0');

    // Pages without that title: none.
    for (const url of ['/dashboard', '/explore', '/blog/ben', '/settings/blog/ann', '/blog/nobody-here']) {
      expect([url, (await page(ann, url)).body.includes('/fonts/')]).toEqual([url, false]);
    }
    // A hidden title, and a font without a web font: none.
    expect((await settings({ show_title: false })).status).toBe(200);
    expect((await page(visitor, '/blog/ann')).body).not.toContain('/fonts/');
    expect((await settings({ show_title: true, title_font: 'Georgia' })).status).toBe(200);
    expect((await page(visitor, '/blog/ann')).body).not.toContain('/fonts/');
  });

  it('escapes user text in the rendered HTML and in the feed data', async () => {
    await createPost(ann, 'ann', { 'post[one]': '</script><script>alert(1)</script>' });
    const { body } = await page(visitor, '/explore');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(body).toContain('\\u003c/script\\u003e');
  });
});
