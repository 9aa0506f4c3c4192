import { SessionSchema, type Post } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client } from '../../../test/helpers';
import { setFlag } from '../../../test/moderation';
import { createPost, savePost } from '../../../test/posts';
import { setupTestApp } from '../../../test/setup-test-app';

// Issue 10 item 11: what the spam, nsfw, adult and uniblock flags do (server/README.md "Moderation").
// root is the admin (first account); ben's blog is the flagged one; ann and cat are others.
const {
  ctx,
  users: { root, ann, ben, cat },
} = setupTestApp('root', 'ann', 'ben', 'cat');

const ids = (res: { json: { response: { posts: Post[] } } }) => res.json.response.posts.map((p) => p.id);
const names = (res: { json: { response: { blogs: { name: string }[] } } }) => res.json.response.blogs.map((b) => b.name);
let benPost: Post;
let annPost: Post;
let catReblog: string;

beforeAll(async () => {
  benPost = await createPost(ben, 'ben', { 'post[one]': 'Zebra facts', 'post[tags]': 'stripes' });
  annPost = await createPost(ann, 'ann', { 'post[one]': 'Zebra sighting', 'post[tags]': 'stripes' });
  const reblog = await cat.post('/fast_reblog', { reblog_post_id: benPost.id, reblog_key: benPost.reblog_key });
  catReblog = reblog.json.response.created_post.id;
});

describe('spam', () => {
  beforeAll(() => setFlag(ctx.app, 'ben', 'spam', true));
  afterAll(() => setFlag(ctx.app, 'ben', 'spam', false));

  it('leaves the blog out of explore, tagged pages, suggestions and search for everyone but its owner and admins', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    for (const url of ['/svc/post/explore/before/0', '/svc/post/tagged/before/0?tag=stripes']) {
      for (const who of [ann, visitor]) expect(ids(await who.get(url))).not.toContain(benPost.id);
      for (const who of [ben, root]) expect(ids(await who.get(url))).toContain(benPost.id);
      expect(ids(await ann.get(url))).toContain(annPost.id);
    }
    expect(ids(await visitor.get('/svc/post/dashboard/before/0'))).not.toContain(benPost.id);
    expect(names(await ann.get('/svc/suggestions/blogs'))).not.toContain('ben');
    expect(names(await root.get('/svc/suggestions/blogs'))).toContain('ben');
    expect(ids(await ann.get('/svc/search/blog_search/ben/zebra'))).toEqual([]);
    expect((await ann.get('/svc/search/blog_search_typeahead/ben')).json.response.tags).toEqual([]);
    expect(ids(await ben.get('/svc/search/blog_search/ben/zebra'))).toEqual([benPost.id]);
    expect(ids(await root.get('/svc/search/blog_search/ben/zebra'))).toEqual([benPost.id]);
  });

  it('keeps the blog itself reachable: its page, its followers’ dashboards', async () => {
    expect((await ann.get('/svc/indash_blog/posts?tumblelog_name_or_id=ben')).status).toBe(200);
    expect((await ann.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(200);
    expect(ids(await ann.get('/svc/post/dashboard/before/0'))).toContain(benPost.id);
    expect((await ann.post('/svc/unfollow', { tumblelog: 'ben' })).status).toBe(200);
  });
});

describe.each(['nsfw', 'adult'] as const)('%s', (flag) => {
  beforeAll(() => setFlag(ctx.app, 'ben', flag, true));
  afterAll(() => setFlag(ctx.app, 'ben', flag, false));

  it("hides the blog's posts, and reblogs of them, from searches with safe search on, for everyone", async () => {
    for (const who of [ann, ben, root]) {
      expect(ids(await who.get('/svc/search/blog_search/ben/zebra?filter_nsfw=true'))).toEqual([]);
      expect(ids(await who.get('/svc/search/blog_search/ben/zebra?filter_nsfw=false'))).toEqual([benPost.id]);
    }
    expect(ids(await ann.get('/svc/search/blog_search/cat/zebra?filter_nsfw=1'))).toEqual([]);
    expect(ids(await ann.get('/svc/search/blog_search/cat/zebra'))).toEqual([catReblog]);
    expect(ids(await ann.get('/svc/search/blog_search/ann/zebra?filter_nsfw=true'))).toEqual([annPost.id]);
  });
});

describe('uniblock', () => {
  let benUuid: string;
  let annUuid: string;
  beforeAll(async () => {
    benUuid = SessionSchema.parse(ben.session).blogs[0]?.uuid ?? '';
    annUuid = SessionSchema.parse(ann.session).blogs[0]?.uuid ?? '';
    expect((await ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
    await setFlag(ctx.app, 'ben', 'uniblock', true);
  });
  afterAll(() => setFlag(ctx.app, 'ben', 'uniblock', false));

  it('refuses liking, reblogging, replying, following, asking and messaging others, changing nothing', async () => {
    const before = await dbSnapshot(ctx.app);
    const refusals = [
      await ben.post('/svc/like', { id: annPost.id }),
      await ben.post('/fast_reblog', { reblog_post_id: annPost.id, reblog_key: annPost.reblog_key }),
      await savePost(ben, 'ben', { reblog_post_id: annPost.id, reblog_key: annPost.reblog_key, 'post[two]': '<p>Yes</p>' }),
      await ben.post('/svc/reply', { post_id: annPost.id, reply_text: 'Hi' }),
      await ben.post('/svc/follow', { tumblelog: 'cat' }),
      await ben.post('/svc/post/ask', { recipient: 'ann', question: 'Hello?' }),
      await ben.post('/svc/conversations/messages', {
        participant: benUuid,
        'participants[]': [benUuid, annUuid],
        type: 'TEXT',
        message: 'hello',
      }),
    ];
    expect(refusals.map((r) => r.status)).toEqual(refusals.map(() => 403));
    expect(refusals[0]?.json.errors[0].detail).toBe("ben is blocked from interacting with other blogs, so it can't like posts.");
    expect(refusals[6]?.json.errors[0].detail).toBe(
      "ben is blocked from interacting with other blogs, so it can't send messages.",
    );
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('still lets the blog post, reblog its own posts and take things back; others still see it', async () => {
    const own = await createPost(ben, 'ben', { 'post[one]': 'Alone' });
    expect((await ben.post('/fast_reblog', { reblog_post_id: own.id, reblog_key: own.reblog_key })).status).toBe(200);
    expect((await ben.post('/svc/unfollow', { tumblelog: 'ann' })).status).toBe(200);
    expect((await ann.get('/svc/indash_blog/posts?tumblelog_name_or_id=ben')).status).toBe(200);
    expect((await ann.post('/svc/like', { id: own.id })).status).toBe(200);
  });
});
