import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { createPost } from '../../../test/posts';

// Issue 10: the sitewide search pages are server-rendered like the blog pages (the shell's own
// components, here from its source): a real 200, <title>, OpenGraph tags, the results as HTML a
// visitor reads with JavaScript off, and the first page as a JSON data script for hydration. The page
// is a lazy chunk in the browser; the server waits for its code, so no fallback is in the HTML.
let ctx: TestContext;
let ann: Client;
let ben: Client;
let visitor: Client;
beforeAll(async () => {
  ctx = await createTestApp({ config: { shellRenderer: path.join(REPO_ROOT, 'shell', 'src', 'ssr', 'render.tsx') } });
  ann = new Client(ctx.app);
  await ann.register('ann@example.test', 'ann');
  ben = new Client(ctx.app);
  await ben.register('ben@example.test', 'narwhal-fan');
  visitor = new Client(ctx.app);
  await visitor.visit();
  await createPost(ann, 'ann', { 'post[one]': 'Narwhal tusks explained' });
  await createPost(ann, 'ann', { 'post[type]': 'quote', 'post[one]': '<p>Narwhals are real</p>', 'post[two]': 'A sailor' });
  await createPost(ann, 'ann', { 'post[one]': 'Narwhal diary', 'post[state]': 'private' });
  await createPost(ann, 'ann', { 'post[one]': 'Narwhal after dark', 'post[tags]': 'nsfw' });
}, 30_000);
afterAll(() => ctx.close());

const html = { accept: 'text/html' };
const page = async (client: Client, url: string) => {
  const res = await client.get(url, html);
  return { status: res.status, location: res.res.headers.location, body: res.res.body };
};
const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
const searchDataOf = (body: string) => {
  const m = /<script type="application\/json" id="dash-initial-search">(.*?)<\/script>/s.exec(body);
  return m?.[1] ? JSON.parse(m[1]) : null;
};
const meta = (body: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(body)?.[1] ?? null;

describe('the search pages', () => {
  it("renders a visitor's search with its results, the matching blogs, title and OpenGraph tags, as HTML", async () => {
    const { status, body } = await page(visitor, '/search/narwhal');
    expect(status).toBe(200);
    expect(body).toContain('<title>Search results for narwhal</title>');
    expect(meta(body, 'og:title')).toBe('Search results for narwhal');
    expect(meta(body, 'og:url')).toBe(`${ctx.app.config.publicUrl}/search/narwhal`);
    expect(body).toContain(`<link rel="canonical" href="${ctx.app.config.publicUrl}/search/narwhal">`);
    const root = rootOf(body);
    expect(root).toContain('<h1 class="shell-feed__title">Search results for narwhal</h1>');
    expect(root).toContain('aria-label="Search filters"');
    expect(root).toContain('Apply filters');
    expect(root).toContain('Narwhal tusks explained');
    expect(root).toContain('Narwhals are real');
    expect(root).toContain('href="/blog/narwhal-fan"');
    expect(root).not.toContain('Narwhal diary');
    // The lazy page is in the HTML itself: no fallback for a script to swap.
    expect(root).not.toContain('Loading…');
    expect(body).not.toContain('<template');
    const data = searchDataOf(body);
    expect(data).toMatchObject({ term: 'narwhal', viewer: null, filters: { sort: 'top', postType: 'any' } });
    expect(data.response.blogs.map((b: { name: string }) => b.name)).toEqual(['narwhal-fan']);
    expect(data.response.posts).toHaveLength(3);
  });

  it('reads the filters from the address: safe search, type and recent', async () => {
    const { body } = await page(visitor, '/search/narwhal?filter_nsfw=true&filter_post_type=quote&sort=recent');
    const root = rootOf(body);
    expect(root).toContain('Narwhals are real');
    expect(root).not.toContain('Narwhal tusks explained');
    expect(root).not.toContain('Narwhal after dark');
    expect(searchDataOf(body).filters).toEqual({ sort: 'recent', postType: 'quote', original: false, safeSearch: true });
    expect(meta(body, 'og:url')).toBe(
      `${ctx.app.config.publicUrl}/search/narwhal?sort=recent&amp;filter_post_type=quote&amp;filter_nsfw=true`,
    );
  });

  it('never shows a private post, not even to its owner; says so when nothing matches', async () => {
    const own = await page(ann, '/search/diary');
    expect(own.status).toBe(200);
    expect(rootOf(own.body)).toContain('Nothing here about diary.');
    expect(rootOf(own.body)).not.toContain('Narwhal diary');
    expect(searchDataOf(own.body)).toMatchObject({ viewer: 'ann', response: { posts: [], next_offset: -1 } });
  });

  it('answers /search?q= with the term’s own address, its fields kept; /search alone is the search form', async () => {
    expect(await page(visitor, '/search?q=narwhal')).toMatchObject({ status: 302, location: '/search/narwhal' });
    expect(await page(visitor, '/search?q=%20sea%20unicorn%20&sort=recent&filter_post_type=any&filter_nsfw=true')).toMatchObject({
      status: 302,
      location: '/search/sea%20unicorn?sort=recent&filter_post_type=any&filter_nsfw=true',
    });
    const form = await page(visitor, '/search');
    expect(form.status).toBe(200);
    expect(form.body).toContain('<title>Search</title>');
    expect(rootOf(form.body)).toContain('Search posts and blogs');
    expect(searchDataOf(form.body)).toBeNull();
    expect((await page(visitor, '/search?q=%20%20')).status).toBe(200);
    expect((await page(visitor, '/search/narwhal/more')).status).toBe(404);
  });

  it('renders an overlong term without data, saying how long a term may be', async () => {
    const { status, body } = await page(visitor, `/search/${'n'.repeat(201)}`);
    expect(status).toBe(200);
    expect(rootOf(body)).toContain('Search for at most 200 characters.');
    expect(searchDataOf(body)).toBeNull();
  });

  it('escapes the term in the title, the tags and the data', async () => {
    const term = '</script><script>alert(1)</script>"';
    const { body } = await page(visitor, `/search/${encodeURIComponent(term)}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('<title>Search results for &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;</title>');
    expect(meta(body, 'og:title')).toBe('Search results for &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
  });

  it('renders the other lazy page, /help, as HTML too', async () => {
    const { status, body } = await page(visitor, '/help');
    expect(status).toBe(200);
    expect(body).toContain('<title>Help</title>');
    expect(rootOf(body)).toContain('<h1 id="shell-help-title">Help</h1>');
    expect(rootOf(body)).not.toContain('Loading…');
  });
});
