import path from 'node:path';
import { SessionSchema, type Post } from '@dash/shared-contracts';
import { REPO_ROOT } from '../../config';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { toggle } from '../../../test/moderation';
import { createPost, savePost } from '../../../test/posts';

// Issue 10 item 11: who sees a suspended blog. ben's blog is suspended by root (the admin, first
// account); ann follows it and liked its post; cat reblogged it; a visitor knows its addresses.
// Pages are rendered with the shell's own renderer (from source) for their status codes.
let ctx: TestContext;
const c: Record<'root' | 'ann' | 'ben' | 'cat' | 'visitor', Client> = {} as never;
let post: Post;
let reblogId: string;
let benUuid: string;

beforeAll(async () => {
  ctx = await createTestApp({ config: { shellRenderer: path.join(REPO_ROOT, 'shell', 'src', 'ssr', 'render.tsx') } });
  for (const name of ['root', 'ann', 'ben', 'cat'] as const) {
    c[name] = new Client(ctx.app);
    await c[name].register(`${name}@example.test`, name);
  }
  benUuid = SessionSchema.parse(c.ben.session).blogs[0]?.uuid ?? '';
  c.visitor = new Client(ctx.app);
  await c.visitor.visit();
  post = await createPost(c.ben, 'ben', { 'post[one]': 'Zebra crossing', 'post[tags]': 'stripes' });
  expect((await c.ann.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(200);
  expect((await c.ann.post('/svc/like', { id: post.id })).status).toBe(200);
  expect((await c.ann.post('/svc/reply', { post_id: post.id, reply_text: 'Nice' })).status).toBe(200);
  const reblog = await c.cat.post('/fast_reblog', { reblog_post_id: post.id, reblog_key: post.reblog_key });
  reblogId = reblog.json.response.created_post.id;
  // ben follows cat and likes its post, so cat's activity and notes name ben.
  const catPost = await createPost(c.cat, 'cat', { 'post[one]': 'By cat' });
  expect((await c.ben.post('/svc/follow', { tumblelog: 'cat' })).status).toBe(200);
  expect((await c.ben.post('/svc/like', { id: catPost.id })).status).toBe(200);
  expect((await toggle(c.root, 'suspended', 'ben')).json.response.value).toBe(true);
}, 30_000);
afterAll(() => ctx.close());

const ids = (res: { json: { response: { posts: Post[] } } }) => res.json.response.posts.map((p) => p.id);
const page = (who: Client, url: string) => who.get(url, { accept: 'text/html' });

describe('a suspended blog', () => {
  it('answers 404 to a visitor and a follower on every blog address and blog API; its owner and admins see it', async () => {
    const urls = [
      '/svc/indash_blog/header?tumblelog_name_or_id=ben',
      '/svc/indash_blog/posts?tumblelog_name_or_id=ben',
      `/svc/indash_blog/posts?tumblelog_name_or_id=ben&post_id=${post.id}`,
      `/svc/indash_blog/posts?tumblelog_name_or_id=${encodeURIComponent(benUuid)}`,
      '/svc/indash_blog/posts?tumblelog_name_or_id=ben&tag=stripes',
      '/svc/tumblelog_popover/ben',
      '/svc/search/blog_search/ben/zebra',
      '/svc/search/blog_search_typeahead/ben',
      `/svc/post/share/ben/${post.id}`,
      `/svc/post/notes?post_id=${post.id}`,
    ];
    for (const url of urls) {
      for (const who of ['visitor', 'ann', 'cat'] as const)
        expect([url, who, (await c[who].get(url)).status]).toEqual([url, who, 404]);
      for (const who of ['ben', 'root'] as const) expect([url, who, (await c[who].get(url)).status]).toEqual([url, who, 200]);
    }
    const header = await c.ben.get('/svc/indash_blog/header?tumblelog_name_or_id=ben');
    expect(header.json.response.tumblelog.is_suspended).toBe(true);
    expect((await c.root.get('/svc/search/blog_search/ben/zebra')).json.response.posts).toHaveLength(1);
  });

  it('renders its pages as Page not found (404) for others, and as the blog for its owner and admins', async () => {
    for (const url of ['/blog/ben', `/blog/ben/post/${post.id}`, '/blog/ben/tagged/stripes']) {
      for (const who of ['visitor', 'ann'] as const) {
        const res = await page(c[who], url);
        expect([url, who, res.status]).toEqual([url, who, 404]);
        expect(res.res.body).not.toContain('Zebra crossing');
      }
      for (const who of ['ben', 'root'] as const) expect([url, who, (await page(c[who], url)).status]).toEqual([url, who, 200]);
    }
    // No link preview of its posts, and its short links lead nowhere.
    expect((await page(c.visitor, `/blog/ben/post/${post.id}`)).res.body).not.toContain('og:title');
    expect((await c.visitor.get(`/p/${Number(post.id).toString(36)}`)).res.headers.location).toBe('/');
    expect((await c.ben.get(`/p/${Number(post.id).toString(36)}`)).res.headers.location).toBe(`/blog/ben/post/${post.id}`);
  });

  it('leaves its posts out of feeds, explore, tagged pages and likes for others; its owner keeps them', async () => {
    const feeds = ['/svc/post/dashboard/before/0', '/svc/post/explore/before/0', '/svc/post/tagged/before/0?tag=stripes'];
    for (const url of feeds) {
      expect([url, ids(await c.ann.get(url))]).toEqual([url, expect.not.arrayContaining([post.id])]);
      expect([url, ids(await c.root.get(url))]).toEqual([
        url,
        url.includes('dashboard') ? expect.anything() : expect.arrayContaining([post.id]),
      ]);
    }
    expect(ids(await c.visitor.get('/svc/post/explore/before/0'))).not.toContain(post.id);
    expect(ids(await c.ann.get('/svc/post/likes/before/0'))).not.toContain(post.id);
    expect(ids(await c.ben.get('/svc/post/dashboard/before/0'))).toContain(post.id);
    // cat's reblog is cat's post: it stays.
    expect(ids(await c.ann.get('/svc/post/explore/before/0'))).toContain(reblogId);
  });

  it('drops out of following, suggestions, notes, activity and messaging for others', async () => {
    const following = await c.ann.get('/svc/following');
    expect(following.json.response).toMatchObject({ blogs: [], total: 0 });
    expect((await c.root.get('/svc/suggestions/blogs')).json.response.blogs.map((b: { name: string }) => b.name)).toContain(
      'ben',
    );
    expect((await c.ann.get('/svc/suggestions/blogs')).json.response.blogs.map((b: { name: string }) => b.name)).not.toContain(
      'ben',
    );
    const catPost = ids(await c.cat.get('/svc/post/dashboard/before/0')).find((id) => id !== reblogId);
    const notes = await c.cat.get(`/svc/post/notes?post_id=${catPost}`);
    expect(JSON.stringify(notes.json.response)).not.toContain('"ben"');
    // An admin still sees ben's like there.
    expect(JSON.stringify((await c.root.get(`/svc/post/notes?post_id=${catPost}`)).json.response)).toContain('"ben"');
    const activity = await c.cat.get('/svc/data/tumblelog?tumblelog=cat&include_activity_notifications=true');
    expect(JSON.stringify(activity.json.response.activity_notifications)).not.toContain('"ben"');
    const annUuid = SessionSchema.parse(c.ann.session).blogs[0]?.uuid ?? '';
    const suggestions = await c.ann.get(
      `/svc/conversations/participant_suggestions?q=be&participant=${encodeURIComponent(annUuid)}`,
    );
    expect(suggestions.status).toBe(200);
    expect(suggestions.json.response.blogs.map((b: { name: string }) => b.name)).not.toContain('ben');
  });

  it('refuses following, asking and messaging it as a missing blog, changing nothing', async () => {
    const before = await dbSnapshot(ctx.app);
    expect((await c.cat.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(404);
    expect((await c.cat.post('/svc/post/ask', { recipient: 'ben', question: 'Hello?' })).status).toBe(404);
    expect((await c.cat.post('/svc/like', { id: post.id })).status).toBe(404);
    expect((await c.cat.post('/fast_reblog', { reblog_post_id: post.id, reblog_key: post.reblog_key })).status).toBe(404);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('tells its owner in the session, and refuses its posting, reblogging, replying, asking, liking, following and messaging', async () => {
    const session = SessionSchema.parse((await c.ben.get('/svc/session')).json.response);
    expect(session.blogs[0]?.is_suspended).toBe(true);
    const catPost = await createPost(c.cat, 'cat', { 'post[one]': 'Another by cat' });
    const before = await dbSnapshot(ctx.app);
    const refusals = [
      await savePost(c.ben, 'ben', { 'post[one]': 'Still here?', 'post[two]': '<p>x</p>' }),
      await savePost(c.ben, 'ben', { edit_post_id: post.id, 'post[one]': 'Edited' }),
      await c.ben.post('/fast_reblog', { reblog_post_id: catPost.id, reblog_key: catPost.reblog_key }),
      await c.ben.post('/svc/reply', { post_id: catPost.id, reply_text: 'Hi' }),
      await c.ben.post('/svc/post/ask', { recipient: 'cat', question: 'Hello?' }),
      await c.ben.post('/svc/like', { id: catPost.id }),
      await c.ben.post('/svc/follow', { tumblelog: 'ann' }),
      await c.ben.post('/svc/conversations/messages', {
        participant: benUuid,
        'participants[]': [benUuid, SessionSchema.parse(c.cat.session).blogs[0]?.uuid ?? ''],
        type: 'TEXT',
        message: 'hello',
      }),
    ];
    expect(refusals.map((r) => r.status)).toEqual(refusals.map(() => 403));
    expect(refusals[0]?.json.errors[0].detail).toBe("ben is suspended, so it can't post.");
    expect(refusals[2]?.json.errors[0].detail).toBe("ben is suspended, so it can't reblog.");
    expect(refusals[7]?.json.errors[0].detail).toBe("ben is suspended, so it can't send messages.");
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    // Taking things back stays possible.
    expect((await c.ben.post('/svc/unlike', { id: catPost.id })).status).toBe(200);
    expect((await c.ben.post('/svc/unfollow', { tumblelog: 'cat' })).status).toBe(200);
  });

  it('comes back for everyone once the admin lifts the suspension', async () => {
    expect((await toggle(c.root, 'suspended', 'ben')).json.response.value).toBe(false);
    expect((await c.visitor.get('/svc/indash_blog/posts?tumblelog_name_or_id=ben')).status).toBe(200);
    expect((await page(c.visitor, `/blog/ben/post/${post.id}`)).status).toBe(200);
    expect(ids(await c.ann.get('/svc/post/dashboard/before/0'))).toContain(post.id);
    expect((await c.ann.get('/svc/following')).json.response.total).toBe(1);
    const activity = await c.cat.get('/svc/data/tumblelog?tumblelog=cat&include_activity_notifications=true');
    expect(JSON.stringify(activity.json.response.activity_notifications)).toContain('"ben"');
    expect((await createPost(c.ben, 'ben', { 'post[one]': 'Back again' })).id).toBeTruthy();
  });
});
