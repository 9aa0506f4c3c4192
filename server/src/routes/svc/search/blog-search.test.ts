import { BLOG_SEARCH, BlogSearchResponseSchema, type BlogSearchResponse, type Post } from '@dash/shared-contracts';
import { postSearchPostId } from '../../../db/dialect/post-search';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { createPost, savePost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

const {
  ctx,
  users: { ann, ben, cal },
} = setupTestApp('ann', 'ben', 'cal');

let visitor: Client;
const posts = {} as Record<'text' | 'quote' | 'link' | 'nsfw' | 'cafe' | 'reblog' | 'privat' | 'draft' | 'bens', Post>;

const url = (blog: string, term: string, query: Record<string, string> = {}) => {
  const qs = new URLSearchParams(query).toString();
  return `/svc/search/blog_search/${encodeURIComponent(blog)}/${encodeURIComponent(term)}${qs ? `?${qs}` : ''}`;
};

async function search(
  client: Client,
  blog: string,
  term: string,
  query: Record<string, string> = {},
): Promise<BlogSearchResponse> {
  const res = await client.get(url(blog, term, query));
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.json)}`);
  return BlogSearchResponseSchema.parse(res.json.response);
}
const ids = (res: BlogSearchResponse) => res.posts.map((p) => p.id);

beforeAll(async () => {
  visitor = new Client(ctx.app);
  await visitor.visit();
  posts.bens = await createPost(ben, 'ben', { 'post[one]': 'Zebra by ben', 'post[two]': '<p>ben writes about zebras</p>' });
  posts.text = await createPost(ann, 'ann', {
    'post[one]': 'Zebra crossing',
    'post[two]': '<p>striped <strong>anim</strong>als at <a href="https://stripes.example/href">the park</a></p>',
    'post[tags]': 'wildlife, Zebra Facts',
  });
  posts.quote = await createPost(ann, 'ann', {
    'post[type]': 'quote',
    'post[one]': '<p>A zebra never changes its stripes</p>',
    'post[two]': 'Proverb',
  });
  posts.link = await createPost(ann, 'ann', {
    'post[type]': 'link',
    'post[one]': 'Zebra article',
    'post[two]': 'https://news.example/savanna',
    'post[three]': '<p>Read it</p>',
  });
  posts.nsfw = await createPost(ann, 'ann', { 'post[one]': 'Zebra after dark', 'post[tags]': 'NSFW' });
  posts.cafe = await createPost(ann, 'ann', { 'post[one]': 'Café au lait', 'post[two]': '<p>Zebra&nbsp;mug &amp; coffee</p>' });
  posts.privat = await createPost(ann, 'ann', {
    'post[one]': 'Zebra secret',
    'post[state]': 'private',
    'post[tags]': 'hidden tag',
  });
  posts.draft = await createPost(ann, 'ann', { 'post[one]': 'Zebra draft', 'post[state]': '1' });
  const reblog = await ann.post('/fast_reblog', { reblog_key: posts.bens.reblog_key, reblog_post_id: posts.bens.id });
  expect(reblog.status).toBe(200);
  posts.reblog = reblog.json.response.created_post as Post;
});

describe('GET /svc/search/blog_search/{blog}/{term}', () => {
  it('finds the blog’s published posts by their words, newest first, as the feed shows them', async () => {
    const res = await search(visitor, 'ann', 'zebra');
    expect(ids(res)).toEqual([posts.reblog, posts.cafe, posts.nsfw, posts.link, posts.quote, posts.text].map((p) => p.id));
    expect(res.next_offset).toBe(BLOG_SEARCH.end);
    expect(res.posts[5]).toMatchObject({
      id: posts.text.id,
      blog: { name: 'ann' },
      tags: ['wildlife', 'Zebra Facts'],
      is_mine: false,
    });
    // ben's own post about zebras is on ben's blog, not ann's.
    expect(ids(res)).not.toContain(posts.bens.id);
  });

  it('shows private and draft posts to their owner only', async () => {
    const own = ids(await search(ann, 'ann', 'zebra'));
    expect(own).toEqual(expect.arrayContaining([posts.privat.id, posts.draft.id]));
    expect((await search(ann, 'ann', 'zebra')).posts.find((p) => p.id === posts.privat.id)?.is_mine).toBe(true);
    for (const client of [ben, visitor]) {
      const seen = ids(await search(client, 'ann', 'secret draft zebra'));
      expect(seen).toEqual([]);
      expect(ids(await search(client, 'ann', 'zebra'))).not.toEqual(expect.arrayContaining([posts.privat.id]));
      expect(ids(await search(client, 'ann', 'zebra'))).not.toContain(posts.draft.id);
    }
    expect(ids(await search(ann, 'ann', 'secret'))).toEqual([posts.privat.id]);
  });

  it('searches words, not markup; tags, link titles, quotes and reblogged words count', async () => {
    // "anim" + "als" are one word ("animals") since <strong> does not split words.
    expect(ids(await search(visitor, 'ann', 'animals'))).toEqual([posts.text.id]);
    for (const markup of ['strong', 'href', 'stripes.example', 'p'])
      expect(ids(await search(visitor, 'ann', markup))).toEqual([]);
    expect(ids(await search(visitor, 'ann', 'the park'))).toEqual([posts.text.id]);
    expect(ids(await search(visitor, 'ann', 'wildlife'))).toEqual([posts.text.id]);
    expect(ids(await search(visitor, 'ann', 'facts zebra'))).toEqual([posts.text.id]);
    expect(ids(await search(visitor, 'ann', 'never changes'))).toEqual([posts.quote.id]);
    expect(ids(await search(visitor, 'ann', 'savanna'))).toEqual([posts.link.id]);
    expect(ids(await search(visitor, 'ann', 'ben writes'))).toEqual([posts.reblog.id]);
    // Entities are decoded, diacritics ignored both ways, case ignored, last word a prefix.
    expect(ids(await search(visitor, 'ann', 'mug & coffee'))).toEqual([posts.cafe.id]);
    expect(ids(await search(visitor, 'ann', 'CAFE'))).toEqual([posts.cafe.id]);
    expect(ids(await search(visitor, 'ann', 'café'))).toEqual([posts.cafe.id]);
    expect(ids(await search(visitor, 'ann', 'wildl'))).toEqual([posts.text.id]);
    expect(ids(await search(visitor, 'ann', 'nothingwhatsoever'))).toEqual([]);
  });

  it('pages by next_offset until it is negative', async () => {
    const seen: string[] = [];
    let offset = 0;
    const offsets: number[] = [];
    while (offset >= 0) {
      const page = await search(visitor, 'ann', 'zebra', { limit: '4', next_offset: String(offset) });
      expect(page.posts.length).toBeLessThanOrEqual(4);
      seen.push(...ids(page));
      offsets.push(page.next_offset);
      offset = page.next_offset;
    }
    expect(offsets).toEqual([4, -1]);
    expect(seen).toEqual(ids(await search(visitor, 'ann', 'zebra')));
    // Exactly a page left: the end is still told by next_offset -1, not by a later empty page.
    const two = await search(visitor, 'ann', 'zebra', { limit: '3', next_offset: '3' });
    expect([two.posts.length, two.next_offset]).toEqual([3, -1]);
    expect((await search(visitor, 'ann', 'zebra', { next_offset: '100' })).posts).toEqual([]);
    expect((await search(visitor, 'ann', 'zebra', { limit: String(BLOG_SEARCH.maxLimit) })).posts).toHaveLength(6);
  });

  it('sorts by notes with POPULARITY_DESC (then newest), by time with CREATED_DESC', async () => {
    for (const [client, post] of [
      [ben, posts.quote],
      [cal, posts.quote],
      [ben, posts.link],
    ] as const)
      expect((await client.post('/svc/like', { id: post.id, reblog_key: post.reblog_key })).status).toBe(200);
    const top = await search(visitor, 'ann', 'zebra', { sort: 'POPULARITY_DESC' });
    expect(ids(top).slice(0, 2)).toEqual([posts.quote.id, posts.link.id]);
    expect(top.posts[0]?.note_count).toBe(2);
    expect(ids(top).slice(2)).toEqual([posts.reblog, posts.cafe, posts.nsfw, posts.text].map((p) => p.id));
    expect(ids(await search(visitor, 'ann', 'zebra', { sort: 'created_desc' }))).toEqual(
      ids(await search(visitor, 'ann', 'zebra')),
    );
  });

  it('filters by post type, original posts and safe search', async () => {
    expect(ids(await search(visitor, 'ann', 'zebra', { post_type: 'QUOTE' }))).toEqual([posts.quote.id]);
    expect(ids(await search(visitor, 'ann', 'zebra', { post_type: 'link' }))).toEqual([posts.link.id]);
    expect(ids(await search(visitor, 'ann', 'zebra', { post_type: 'PHOTO' }))).toEqual([]);
    expect(ids(await search(visitor, 'ann', 'zebra', { post_type: 'TEXT' }))).toEqual(
      [posts.reblog, posts.cafe, posts.nsfw, posts.text].map((p) => p.id),
    );
    expect(ids(await search(visitor, 'ann', 'zebra', { post_role: 'ORIGINAL' }))).not.toContain(posts.reblog.id);
    expect(ids(await search(visitor, 'ann', 'zebra', { post_role: 'ANY' }))).toContain(posts.reblog.id);
    expect(ids(await search(visitor, 'ann', 'zebra', { filter_nsfw: 'true' }))).not.toContain(posts.nsfw.id);
    expect(ids(await search(visitor, 'ann', 'zebra', { filter_nsfw: 'false' }))).toContain(posts.nsfw.id);
    const all = await search(visitor, 'ann', 'zebra', {
      post_type: 'TEXT',
      post_role: 'ORIGINAL',
      filter_nsfw: '1',
      sort: 'POPULARITY_DESC',
    });
    expect(ids(all)).toEqual([posts.cafe.id, posts.text.id]);
  });

  it.each([
    ['a lone quote', '"', []],
    ['an unbalanced quote', 'zebra"', 'zebra'],
    ['a star', 'zebra*', 'zebra'],
    ['NEAR', 'NEAR(zebra stripes)', []],
    ['a leading minus (not NOT)', '-zebra', 'zebra'],
    ['OR (a word, not an operator)', 'zebra OR ben', []],
    ['NOT', 'zebra NOT ben', []],
    ['a column filter', 'tags:wildlife', []],
    ['a blog token', 'b1', []],
    ['a blog column filter', 'blog : b1', []],
    ['a caret', '^zebra', 'zebra'],
    ['parentheses', '(zebra)', 'zebra'],
    ['only punctuation', '*-"():^', []],
    ['SQL', "zebra'); DROP TABLE posts; --", []],
  ] as const)('%s (%s) is read as plain words', async (_name, term, expected) => {
    const res = await search(visitor, 'ann', term);
    const want = expected === 'zebra' ? ids(await search(visitor, 'ann', 'zebra')) : [];
    expect(ids(res)).toEqual(want);
  });

  it('finds a word spelt with FTS operators when the post has it', async () => {
    const post = await createPost(cal, 'cal', {
      'post[one]': 'NEAR or far',
      'post[two]': '<p>"quoted" and star* and minus-sign</p>',
    });
    for (const term of ['NEAR', 'near or far', '"quoted"', 'star*', 'minus-sign', 'minus -sign'])
      expect(ids(await search(visitor, 'cal', term))).toEqual([post.id]);
  });

  it('follows edits and deletions (the index is kept by triggers)', async () => {
    const post = await createPost(cal, 'cal', { 'post[one]': 'Original wording', 'post[tags]': 'before' });
    expect(ids(await search(visitor, 'cal', 'wording'))).toEqual([post.id]);
    const edit = await savePost(cal, 'cal', {
      edit_post_id: post.id,
      'post[one]': 'Rewritten title',
      'post[two]': '<p>x</p>',
      'post[tags]': 'after',
    });
    expect(edit.status).toBe(200);
    expect(ids(await search(visitor, 'cal', 'wording'))).toEqual([]);
    expect(ids(await search(visitor, 'cal', 'rewritten'))).toEqual([post.id]);
    expect(ids(await search(visitor, 'cal', 'before'))).toEqual([]);
    expect(ids(await search(visitor, 'cal', 'after'))).toEqual([post.id]);
    expect((await cal.post('/svc/post/delete', { post_id: post.id, channel_id: 'cal' })).status).toBe(200);
    expect(ids(await search(visitor, 'cal', 'rewritten'))).toEqual([]);
    const db = ctx.app.db;
    const row = await db
      .selectFrom('post_search')
      .select(postSearchPostId(db).as('id'))
      .where(postSearchPostId(db), '=', Number(post.id))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it.each([
    ['limit over the most', { limit: String(BLOG_SEARCH.maxLimit + 1) }, 'limit'],
    ['limit 0', { limit: '0' }, 'limit'],
    ['a negative offset', { next_offset: '-1' }, 'next_offset'],
    ['an offset too deep', { next_offset: String(BLOG_SEARCH.maxOffset + 1) }, 'next_offset'],
    ['an unknown sort', { sort: 'RANDOM' }, 'sort'],
    ['an unknown post type', { post_type: 'ANSWER' }, 'post_type'],
    ['an unknown role', { post_role: 'REBLOG' }, 'post_role'],
    ['a safe-search word', { filter_nsfw: 'maybe' }, 'filter_nsfw'],
  ])('%s → 400 naming the field, nothing changes', async (_name, query, field) => {
    const before = await dbSnapshot(ctx.app);
    const res = await ann.get(url('ann', 'zebra', query));
    expect([res.status, res.json.errors[0].code, res.json.errors[0].field]).toEqual([400, 'VALIDATION', field]);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('refuses an empty or overlong term (400), takes a long non-ASCII one, 404s an unknown blog', async () => {
    const before = await dbSnapshot(ctx.app);
    const empty = await ann.get(url('ann', '   '));
    expect([empty.status, empty.json.errors[0].detail]).toEqual([400, 'Type something to search.']);
    expect((await ann.get('/svc/search/blog_search/ann/')).status).toBe(400);
    const long = await ann.get(url('ann', 'z'.repeat(BLOG_SEARCH.termMax + 1)));
    expect([long.status, long.json.errors[0].field]).toEqual([400, 'term']);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    expect((await search(ann, 'ann', 'ゼブラ'.repeat(BLOG_SEARCH.termMax / 3))).posts).toEqual([]);
    expect((await search(ann, 'ann', ` ${'z'.repeat(BLOG_SEARCH.termMax)} `)).posts).toEqual([]);
    const missing = await ann.get(url('nobody-here', 'zebra'));
    expect(missing.status).toBe(404);
  });
});

describe('GET /svc/search/blog_search_typeahead/{blog}', () => {
  const typeahead = async (client: Client, blog: string, q?: string) => {
    const res = await client.get(
      `/svc/search/blog_search_typeahead/${blog}${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    );
    expect(res.status).toBe(200);
    return (res.json.response.tags as { tag: string }[]).map((t) => t.tag);
  };

  beforeAll(async () => {
    const many = Array.from({ length: 25 }, (_, i) => `tag${String(i).padStart(2, '0')}`);
    await createPost(ben, 'ben', { 'post[tags]': many.join(', ') });
    await createPost(ben, 'ben', { 'post[tags]': 'tag24, Tag23, 100%' });
    await createPost(ben, 'ben', { 'post[tags]': 'tag24', 'post[state]': 'private' });
  });

  it('answers the blog’s tags containing q, most used first, at most 20', async () => {
    const all = await typeahead(visitor, 'ben');
    expect(all).toHaveLength(BLOG_SEARCH.typeaheadMax);
    expect(all.slice(0, 3)).toEqual(['tag23', 'tag24', '100%']);
    expect(await typeahead(visitor, 'ben', 'TAG2')).toEqual(['tag23', 'tag24', 'tag20', 'tag21', 'tag22']);
    expect(await typeahead(visitor, 'ben', '#ag1')).toHaveLength(10);
    expect(await typeahead(visitor, 'ben', '%')).toEqual(['100%']);
    expect(await typeahead(visitor, 'ben', '_')).toEqual([]);
    expect(await typeahead(visitor, 'ben', 'nothing')).toEqual([]);
  });

  it('counts only posts the viewer may see', async () => {
    expect((await typeahead(ben, 'ben', 'tag24'))[0]).toBe('tag24');
    expect(await typeahead(visitor, 'ann', 'hidden')).toEqual([]);
    expect(await typeahead(ann, 'ann', 'hidden')).toEqual(['hidden tag']);
    expect((await ben.get('/svc/search/blog_search_typeahead/nobody-here')).status).toBe(404);
  });
});

describe('blocks', () => {
  it('hides reblogs of a blog the viewer blocked, and blogs that blocked the viewer', async () => {
    expect(ids(await search(cal, 'ann', 'ben writes'))).toEqual([posts.reblog.id]);
    expect((await cal.post('/svc/block/add', { tumblelog: 'cal', blocked_tumblelog: 'ben' })).status).toBe(200);
    expect(ids(await search(cal, 'ann', 'ben writes'))).toEqual([]);
    expect(ids(await search(cal, 'ann', 'zebra'))).not.toContain(posts.reblog.id);
    expect(ids(await search(cal, 'ben', 'zebra'))).toEqual([]);
    // ben, blocked by cal, cannot search cal's blog either; others still can.
    await createPost(cal, 'cal', { 'post[one]': 'Zebra at cal', 'post[tags]': 'calstuff' });
    expect(ids(await search(ben, 'cal', 'zebra'))).toEqual([]);
    expect(await (await ben.get('/svc/search/blog_search_typeahead/cal')).json.response.tags).toEqual([]);
    expect(ids(await search(visitor, 'cal', 'zebra'))).toHaveLength(1);
  });
});
