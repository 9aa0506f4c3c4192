import { BlogPostsResponseSchema, type Post } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { createPost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

// Issue 10, blog pages: /blog/{name}, /blog/{name}/tagged/{tag} and /blog/{name}/post/{id} read
// GET /svc/indash_blog/posts (tag, post_id). Private posts are listed for their owner only; a
// permalink of a draft or a private post opens for its owner and is 404 for everyone else.
const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');
let visitor: Client;
const posts = {} as Record<'cats' | 'dogs' | 'secret' | 'draft', Post>;

const list = async (who: Client, query: string) => {
  const res = await who.get(`/svc/indash_blog/posts?tumblelog_name_or_id=ann${query}`);
  return { status: res.status, body: res.status === 200 ? BlogPostsResponseSchema.parse(res.json.response) : null };
};
const ids = (body: { posts: Post[] } | null) => (body?.posts ?? []).map((p) => p.id);

beforeAll(async () => {
  posts.cats = await createPost(ann, 'ann', { 'post[one]': 'Cats', 'post[tags]': 'Cats, pets' });
  posts.dogs = await createPost(ann, 'ann', { 'post[one]': 'Dogs', 'post[tags]': 'pets' });
  posts.secret = await createPost(ann, 'ann', { 'post[one]': 'Secret', 'post[state]': 'private', 'post[tags]': 'cats' });
  posts.draft = await createPost(ann, 'ann', { 'post[one]': 'Draft', 'post[state]': '1' });
  visitor = new Client(ctx.app);
  await visitor.visit();
});

it("lists the blog's published posts for everyone, and its private ones for its owner only", async () => {
  expect(ids((await list(visitor, '')).body)).toEqual([posts.dogs.id, posts.cats.id]);
  expect(ids((await list(ben, '')).body)).toEqual([posts.dogs.id, posts.cats.id]);
  expect(ids((await list(ann, '')).body)).toEqual([posts.secret.id, posts.dogs.id, posts.cats.id]);
});

it('filters by tag, case and # aside', async () => {
  expect(ids((await list(visitor, '&tag=%23CATS')).body)).toEqual([posts.cats.id]);
  expect(ids((await list(ann, '&tag=cats')).body)).toEqual([posts.secret.id, posts.cats.id]);
  expect(ids((await list(ben, '&tag=pets')).body)).toEqual([posts.dogs.id, posts.cats.id]);
  expect(ids((await list(ben, '&tag=nothing')).body)).toEqual([]);
});

it('pages with offset and next_offset', async () => {
  const first = (await list(visitor, '&limit=1')).body;
  expect(ids(first)).toEqual([posts.dogs.id]);
  expect(first?.next_offset).toBe(1);
  const second = (await list(visitor, '&limit=1&offset=1')).body;
  expect(ids(second)).toEqual([posts.cats.id]);
  expect(second?.next_offset).toBeNull();
});

it('a permalink opens any state for the owner and only published posts for others', async () => {
  for (const post of [posts.secret, posts.draft, posts.cats]) {
    expect(ids((await list(ann, `&post_id=${post.id}`)).body)).toEqual([post.id]);
  }
  for (const who of [ben, visitor]) {
    expect(ids((await list(who, `&post_id=${posts.cats.id}`)).body)).toEqual([posts.cats.id]);
    for (const post of [posts.secret, posts.draft]) expect((await list(who, `&post_id=${post.id}`)).status).toBe(404);
  }
  // Another blog's post id under this blog's name is not found either.
  const bens = await createPost(ben, 'ben');
  expect((await list(ben, `&post_id=${bens.id}`)).status).toBe(404);
});

it('refuses wrong types and oversized values with 400, changing nothing', async () => {
  const before = await dbSnapshot(ctx.app);
  for (const query of ['&tag=', '&tag=%20%23', `&tag=${'x'.repeat(300)}`, '&offset=-1', '&limit=abc', '&post_id=12ab']) {
    expect((await list(ben, query)).status).toBe(400);
  }
  expect((await ben.get(`/svc/indash_blog/posts?tumblelog_name_or_id=${'y'.repeat(300)}`)).status).toBe(400);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});
