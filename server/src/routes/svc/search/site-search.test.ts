import { SITE_SEARCH, SiteSearchResponseSchema, type Post, type SiteSearchResponse } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { createPost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

// Issue 10, sitewide search: GET /svc/search/posts/{term} (the /search pages) finds the public posts
// of every blog, and the blogs whose name or title matches, on the FTS index of blog search.
const {
  ctx,
  users: { ann, ben, cal, okapi },
} = setupTestApp('ann', 'ben', 'cal', 'okapi');

let visitor: Client;
type Name = 'annText' | 'annQuote' | 'annNsfw' | 'benText' | 'benPhotoish' | 'calText' | 'reblog' | 'privat' | 'draft' | 'queued';
const posts = {} as Record<Name, Post>;

const url = (term: string, query: Record<string, string> = {}) => {
  const qs = new URLSearchParams(query).toString();
  return `/svc/search/posts/${encodeURIComponent(term)}${qs ? `?${qs}` : ''}`;
};
async function search(client: Client, term: string, query: Record<string, string> = {}): Promise<SiteSearchResponse> {
  const res = await client.get(url(term, query));
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.json)}`);
  return SiteSearchResponseSchema.parse(res.json.response);
}
const ids = (res: SiteSearchResponse) => res.posts.map((p) => p.id);
const of = (...names: Name[]) => names.map((n) => posts[n].id);

beforeAll(async () => {
  visitor = new Client(ctx.app);
  await visitor.visit();
  posts.annText = await createPost(ann, 'ann', { 'post[one]': 'Okapi sighting', 'post[tags]': 'wildlife, c++' });
  posts.annQuote = await createPost(ann, 'ann', {
    'post[type]': 'quote',
    'post[one]': '<p>The okapi is a forest giraffe</p>',
    'post[two]': 'Field guide',
  });
  posts.annNsfw = await createPost(ann, 'ann', { 'post[one]': 'Okapi after dark', 'post[tags]': 'NSFW' });
  posts.benText = await createPost(ben, 'ben', { 'post[one]': 'Ben met an okapi', 'post[tags]': '🦓' });
  posts.benPhotoish = await createPost(ben, 'ben', { 'post[one]': 'Striped legs', 'post[two]': '<p>like an okapi</p>' });
  posts.calText = await createPost(cal, 'cal', { 'post[one]': 'Okapi facts by cal' });
  const reblog = await cal.post('/fast_reblog', { reblog_key: posts.benText.reblog_key, reblog_post_id: posts.benText.id });
  expect(reblog.status).toBe(200);
  posts.reblog = reblog.json.response.created_post as Post;
  posts.privat = await createPost(ann, 'ann', { 'post[one]': 'Okapi secret', 'post[state]': 'private' });
  posts.draft = await createPost(ann, 'ann', { 'post[one]': 'Okapi draft', 'post[state]': '1' });
  posts.queued = await createPost(ann, 'ann', { 'post[one]': 'Okapi queued', 'post[state]': '2' });
  // Notes make "top" differ from "recent": three likes on annQuote; cal's reblog and a like on benText.
  for (const [client, post] of [
    [ben, posts.annQuote],
    [cal, posts.annQuote],
    [okapi, posts.annQuote],
    [ann, posts.benText],
  ] as const)
    expect((await client.post('/svc/like', { id: post.id, reblog_key: post.reblog_key })).status).toBe(200);
  await ctx.app.db.updateTable('blogs').set({ title: 'Notes on okapis' }).where('name', '=', 'cal').execute();
});

describe('GET /svc/search/posts/{term}', () => {
  it('finds the published posts of every blog for a visitor: top first (most notes, then newest), or newest first', async () => {
    const top = await search(visitor, 'okapi');
    const newest = of('reblog', 'calText', 'benPhotoish', 'benText', 'annNsfw', 'annQuote', 'annText');
    const rest = newest.filter((id) => id !== posts.annQuote.id && id !== posts.benText.id);
    expect(ids(top)).toEqual([posts.annQuote.id, posts.benText.id, ...rest]);
    expect(top.next_offset).toBe(SITE_SEARCH.end);
    expect(top.posts[0]).toMatchObject({ id: posts.annQuote.id, blog: { name: 'ann' }, is_mine: false, note_count: 3 });
    expect(top.posts[1]).toMatchObject({ id: posts.benText.id, note_count: 2 });
    expect(ids(await search(visitor, 'okapi', { sort: 'CREATED_DESC' }))).toEqual(newest);
    expect(ids(await search(visitor, 'okapi', { sort: 'created_desc' }))).toEqual(newest);
    expect(ids(await search(visitor, 'okapi', { sort: 'top' }))).toEqual(ids(top));
  });

  it('never shows private, draft or queued posts, not even to their owner', async () => {
    for (const client of [visitor, ben, ann]) {
      const found = ids(await search(client, 'okapi'));
      expect(found).not.toEqual(expect.arrayContaining([posts.privat.id]));
      expect(found).not.toContain(posts.draft.id);
      expect(found).not.toContain(posts.queued.id);
      for (const word of ['secret', 'draft', 'queued']) expect(ids(await search(client, word))).toEqual([]);
    }
  });

  it("marks a member's own posts and the blogs they follow", async () => {
    expect((await ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
    const seen = await search(ben, 'okapi', { sort: 'CREATED_DESC' });
    expect(seen.posts.find((p) => p.id === posts.benText.id)).toMatchObject({ is_mine: true });
    expect(seen.posts.find((p) => p.id === posts.annText.id)).toMatchObject({ is_mine: false, following: true });
    expect(seen.blogs.find((b) => b.name === 'ann')).toBeUndefined();
    expect((await search(ben, 'ann')).blogs[0]).toMatchObject({ name: 'ann', following: true, is_mine: false });
    expect((await search(ann, 'ann')).blogs[0]).toMatchObject({ name: 'ann', following: false, is_mine: true });
  });

  it('matches a term that equals a tag, words or not', async () => {
    expect(ids(await search(visitor, 'c++'))).toEqual(of('annText'));
    expect(ids(await search(visitor, '#C++'))).toEqual(of('annText'));
    expect(ids(await search(visitor, '🦓', { sort: 'CREATED_DESC' }))).toEqual(of('benText'));
    expect(ids(await search(visitor, 'wildlife'))).toEqual(of('annText'));
    expect(ids(await search(visitor, '-*"'))).toEqual([]);
  });

  it('filters by post type (lowercase or not), original posts and safe search', async () => {
    expect(ids(await search(visitor, 'okapi', { post_type: 'quote' }))).toEqual(of('annQuote'));
    expect(ids(await search(visitor, 'okapi', { post_type: 'QUOTE' }))).toEqual(of('annQuote'));
    expect(ids(await search(visitor, 'okapi', { post_type: 'photo' }))).toEqual([]);
    expect(ids(await search(visitor, 'okapi', { post_type: 'any' }))).toHaveLength(7);
    expect(ids(await search(visitor, 'okapi', { post_role: 'original' }))).not.toContain(posts.reblog.id);
    expect(ids(await search(visitor, 'okapi', { post_role: 'any' }))).toContain(posts.reblog.id);
    expect(ids(await search(visitor, 'okapi', { filter_nsfw: 'true' }))).not.toContain(posts.annNsfw.id);
    expect(ids(await search(visitor, 'okapi', { filter_nsfw: 'false' }))).toContain(posts.annNsfw.id);
  });

  it('pages by next_offset until it is negative; blogs come with the first page only', async () => {
    const seen: string[] = [];
    const offsets: number[] = [];
    let offset = 0;
    while (offset >= 0) {
      const page = await search(visitor, 'okapi', { limit: '3', next_offset: String(offset), sort: 'CREATED_DESC' });
      seen.push(...ids(page));
      offsets.push(page.next_offset);
      if (offset > 0) expect(page.blogs).toEqual([]);
      else expect(page.blogs.map((b) => b.name)).toEqual(['okapi', 'cal']);
      offset = page.next_offset;
    }
    expect(offsets).toEqual([3, 6, -1]);
    expect(seen).toEqual(ids(await search(visitor, 'okapi', { sort: 'CREATED_DESC' })));
  });

  it('lists the blogs whose name or title contains the term: the exact name first, then names that start with it', async () => {
    expect((await search(visitor, 'okapi')).blogs.map((b) => b.name)).toEqual(['okapi', 'cal']);
    expect((await search(visitor, '@OKAPI')).blogs.map((b) => b.name)).toEqual(['okapi', 'cal']);
    expect((await search(visitor, 'notes on')).blogs.map((b) => b.name)).toEqual(['cal']);
    expect((await search(visitor, 'nobody-has-this')).blogs).toEqual([]);
    expect((await search(visitor, '%')).blogs).toEqual([]);
  });

  it('leaves out blogs the viewer blocked and blogs that blocked the viewer, with their reblogs; others still see them', async () => {
    expect(ids(await search(okapi, 'okapi'))).toContain(posts.benText.id);
    expect((await okapi.post('/svc/block/add', { tumblelog: 'okapi', blocked_tumblelog: 'ben' })).status).toBe(200);
    const blocker = ids(await search(okapi, 'okapi'));
    expect(blocker).not.toContain(posts.benText.id);
    expect(blocker).not.toContain(posts.benPhotoish.id);
    expect(blocker).not.toContain(posts.reblog.id);
    expect(blocker).toContain(posts.calText.id);
    expect((await search(okapi, 'ben')).blogs).toEqual([]);
    // ben, blocked by okapi, no longer finds okapi's blog or posts.
    const okapiPost = await createPost(okapi, 'okapi', { 'post[one]': 'Okapi by okapi' });
    expect(ids(await search(ben, 'okapi'))).not.toContain(okapiPost.id);
    expect((await search(ben, 'okapi')).blogs.map((b) => b.name)).toEqual(['cal']);
    expect(ids(await search(visitor, 'okapi'))).toEqual(expect.arrayContaining([okapiPost.id, posts.benText.id]));
    expect((await search(visitor, 'okapi')).blogs.map((b) => b.name)).toEqual(['okapi', 'cal']);
  });

  it.each([
    ['limit over the most', { limit: String(SITE_SEARCH.maxLimit + 1) }, 'limit'],
    ['limit 0', { limit: '0' }, 'limit'],
    ['a negative offset', { next_offset: '-1' }, 'next_offset'],
    ['an offset too deep', { next_offset: String(SITE_SEARCH.maxOffset + 1) }, 'next_offset'],
    ['an oversized offset', { next_offset: '9'.repeat(40) }, 'next_offset'],
    ['a sort the API does not know', { sort: 'POPULARITY_DESC' }, 'sort'],
    ['the page word for a sort', { sort: 'recent' }, 'sort'],
    ['an unknown post type', { post_type: 'answer' }, 'post_type'],
    ['an unknown role', { post_role: 'reblog' }, 'post_role'],
    ['a safe-search word', { filter_nsfw: 'maybe' }, 'filter_nsfw'],
  ])('%s → 400 naming the field, nothing changes', async (_name, query, field) => {
    const before = await dbSnapshot(ctx.app);
    const res = await ann.get(url('okapi', query));
    expect([res.status, res.json.errors[0].code, res.json.errors[0].field]).toEqual([400, 'VALIDATION', field]);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('refuses repeated fields (wrong types), an empty or overlong term; takes a long term of 200', async () => {
    const before = await dbSnapshot(ctx.app);
    for (const field of ['sort', 'post_type', 'limit', 'filter_nsfw']) {
      const res = await visitor.get(`/svc/search/posts/okapi?${field}=1&${field}=2`);
      expect([res.status, res.json.errors[0].field, res.json.errors[0].detail]).toEqual([
        400,
        field,
        expect.stringContaining('got array'),
      ]);
    }
    const empty = await visitor.get(url('   '));
    expect([empty.status, empty.json.errors[0].detail]).toEqual([400, 'Type something to search.']);
    expect((await visitor.get('/svc/search/posts/')).status).toBe(400);
    const long = await visitor.get(url('o'.repeat(SITE_SEARCH.termMax + 1)));
    expect([long.status, long.json.errors[0].field]).toEqual([400, 'term']);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    expect(ids(await search(visitor, 'o'.repeat(SITE_SEARCH.termMax)))).toEqual([]);
  });
});
