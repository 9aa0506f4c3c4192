import { BLOG_POPOVER, BlogPopoverResponseSchema, MessagingBlogLookupSchema, type Post } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { createPost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

// Spec 3 §2 screen 2, §7: GET /svc/tumblelog_popover/{name} answers the blog's header data and its
// highlighted posts: the most-noted of its latest published posts (BLOG_POPOVER.highlightedWindow),
// at most BLOG_POPOVER.highlightedLimit, the newer first on a tie. Private, draft and queued posts
// never appear, not even for the blog's owner.
const {
  ctx,
  users: { ann, ben, cat },
} = setupTestApp('ann', 'ben', 'cat');
let visitor: Client;
const posts = {} as Record<'old' | 'loved' | 'liked' | 'newest' | 'secret' | 'draft' | 'queued', Post>;

const popover = async (who: Client, name = 'ann', query = '') => {
  const res = await who.get(`/svc/tumblelog_popover/${name}${query}`);
  return {
    status: res.status,
    json: res.json,
    body: res.status === 200 ? BlogPopoverResponseSchema.parse(res.json.response) : null,
  };
};
const ids = (body: { highlighted_posts: Array<{ id: string }> } | null) => (body?.highlighted_posts ?? []).map((p) => p.id);

beforeAll(async () => {
  posts.old = await createPost(ann, 'ann', { 'post[one]': 'Old news' });
  posts.loved = await createPost(ann, 'ann', { 'post[one]': 'Loved', 'post[two]': '<p>Everyone likes this</p>' });
  posts.liked = await createPost(ann, 'ann', { 'post[one]': '', 'post[two]': '<p>Liked <b>once</b></p>' });
  posts.newest = await createPost(ann, 'ann', { 'post[one]': 'Newest' });
  posts.secret = await createPost(ann, 'ann', { 'post[one]': 'Secret', 'post[state]': 'private' });
  posts.draft = await createPost(ann, 'ann', { 'post[one]': 'Draft', 'post[state]': '1' });
  posts.queued = await createPost(ann, 'ann', { 'post[one]': 'Queued', 'post[state]': '2' });
  for (const who of [ben, cat]) expect((await who.post('/svc/like', { id: posts.loved.id })).status).toBe(200);
  expect((await ben.post('/svc/like', { id: posts.liked.id })).status).toBe(200);
  // Hidden posts with the most notes of all must still stay out of the strip.
  const hidden = [posts.secret.id, posts.draft.id, posts.queued.id].map(Number);
  await ctx.app.db.updateTable('posts').set({ note_count: 9 }).where('id', 'in', hidden).execute();
  visitor = new Client(ctx.app);
  await visitor.visit();
});

it('answers the most-noted published posts, newer first on a tie, the same for a visitor, a member and the owner', async () => {
  const expected = [posts.loved.id, posts.liked.id, posts.newest.id];
  expect(BLOG_POPOVER.highlightedLimit).toBe(3);
  for (const who of [visitor, ben, ann]) expect(ids((await popover(who)).body)).toEqual(expected);
});

it('gives each highlighted post its permalink, snippet and notes, and never a private, draft or queued post', async () => {
  const { body } = await popover(ann);
  const [loved, liked, newest] = body!.highlighted_posts;
  expect(loved).toEqual({
    id: posts.loved.id,
    type: 'text',
    url: `/blog/ann/post/${posts.loved.id}`,
    summary: 'Loved',
    thumbnail_url: null,
    note_count: 2,
    timestamp: expect.any(Number),
  });
  expect(liked).toMatchObject({ summary: 'Liked once', note_count: 1 });
  expect(newest).toMatchObject({ summary: 'Newest', note_count: 0 });
  const hidden = [posts.secret.id, posts.draft.id, posts.queued.id];
  for (const who of [visitor, ben, ann]) {
    expect(ids((await popover(who)).body).filter((id) => hidden.includes(id))).toEqual([]);
  }
});

it("answers the blog's header data with the viewer's relationship to it", async () => {
  expect((await popover(visitor)).body?.tumblelog).toMatchObject({ name: 'ann', following: false, is_mine: false });
  expect((await popover(ann)).body?.tumblelog).toMatchObject({ name: 'ann', is_mine: true });
  expect((await ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
  expect((await popover(ben)).body?.tumblelog).toMatchObject({
    name: 'ann',
    following: true,
    can_subscribe: true,
    is_mine: false,
  });
  // Messaging reads the same call for a blog's identity.
  const { json } = await popover(ben);
  expect(MessagingBlogLookupSchema.parse(json.response).tumblelog.uuid).toEqual(expect.any(String));
});

it('looks at the latest published posts only, and answers an empty strip for a blog without posts', async () => {
  expect(ids((await popover(ben, 'cat')).body)).toEqual([]);
  // cat's one old post with notes falls out of the window once cat has posted enough newer ones.
  const old = await createPost(cat, 'cat', { 'post[one]': 'Old but loved' });
  expect((await ben.post('/svc/like', { id: old.id })).status).toBe(200);
  expect(ids((await popover(visitor, 'cat')).body)[0]).toBe(old.id);
  for (let i = 0; i < BLOG_POPOVER.highlightedWindow; i += 1) await createPost(cat, 'cat', { 'post[one]': `Later ${i}` });
  const later = ids((await popover(visitor, 'cat')).body);
  expect(later).toHaveLength(BLOG_POPOVER.highlightedLimit);
  expect(later).not.toContain(old.id);
});

it('answers 404 for an unknown blog', async () => {
  const res = await popover(ben, 'nobody-here');
  expect(res.status).toBe(404);
  expect(res.json.errors[0].code).toBe('NOT_FOUND');
});

it('refuses wrong types and oversized values with 400, changing nothing', async () => {
  const before = await dbSnapshot(ctx.app);
  const bad = [
    await popover(ben, 'x'.repeat(65)),
    await popover(ben, 'ann', '?is_user_mention=1&is_user_mention=2'),
    await popover(visitor, 'ann', `?is_tumblelog_popover=${'1'.repeat(17)}`),
  ];
  for (const res of bad) {
    expect(res.status).toBe(400);
    expect(res.json.errors[0].code).toBe('VALIDATION');
  }
  // The spec's optional flags, well formed, change nothing.
  const flagged = await popover(ben, 'ann', '?is_tumblelog_popover=true&is_user_mention=false');
  expect(flagged.body).toEqual((await popover(ben)).body);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});
