import { FeedResponseSchema, type Post } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client } from '../../../test/helpers';
import { createPost, savePost } from '../../../test/posts';
import { setupTestApp } from '../../../test/setup-test-app';

// Issue 7, defect 1: a post that is not published (private, draft, queued) is seen and touched by its
// blog's owner only; for everyone else every route answers as for a missing post and changes nothing.
const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');

const STATES = { private: 'private', draft: '1', queued: '2' } as const;
type Hidden = keyof typeof STATES;
const hidden = {} as Record<Hidden, Post>;
let visitor: Client;

beforeAll(async () => {
  for (const [state, code] of Object.entries(STATES) as [Hidden, string][]) {
    hidden[state] = await createPost(ann, 'ann', { 'post[one]': `Secret ${state}`, 'post[state]': code, 'post[tags]': 'secret' });
  }
  // ben follows ann, so the dashboard would carry her posts if the rule slipped.
  expect((await ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
  visitor = new Client(ctx.app);
  await visitor.visit();
});

/** The acting routes that take a post id, as another signed-in user sends them. */
const ACTIONS: [string, (p: Post) => Promise<{ status: number }>][] = [
  ['like', (p) => ben.post('/svc/like', { id: p.id })],
  ['fast reblog', (p) => ben.post('/fast_reblog', { reblog_post_id: p.id, reblog_key: p.reblog_key })],
  [
    'reblog through /svc/post/update',
    (p) => savePost(ben, 'ben', { reblog_post_id: p.id, reblog_key: p.reblog_key, 'post[two]': '<p>mine now</p>' }),
  ],
  ['reblog form fetch', (p) => ben.post('/svc/post/fetch', { post_id: p.id })],
  ['reply', (p) => ben.post('/svc/reply', { post_id: p.id, reply_text: 'hi', tumblelog_key: p.reblog_key })],
  ['edit', (p) => savePost(ben, 'ben', { edit_post_id: p.id, 'post[one]': 'taken', 'post[two]': '<p>x</p>' })],
  ['delete', (p) => ben.post('/svc/post/delete', { post_id: p.id, channel_id: 'ben' })],
  ['publish', (p) => ben.post('/publish', { id: p.id })],
  ['promote', (p) => ben.post('/svc/promote', { post_id: p.id, tag: 'secret', reblog_key: p.reblog_key })],
  ['block by post', (p) => ben.post('/svc/block/add', { tumblelog: 'ben', blocked_post: p.id })],
  ['share data', (p) => ben.get(`/svc/post/share/ann/${p.id}`)],
  ['blog post by id', (p) => ben.get(`/svc/indash_blog/posts?tumblelog_name_or_id=ann&post_id=${p.id}`)],
];

describe.each(Object.keys(STATES) as Hidden[])('a %s post of another blog', (state) => {
  it.each(ACTIONS)('%s: 404 for another user, and nothing changes', async (_name, act) => {
    const before = await dbSnapshot(ctx.app);
    const res = await act(hidden[state]);
    expect(res.status).toBe(404);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('visitors get the same answers as for a missing post (401 for actions, 404 for reads)', async () => {
    const post = hidden[state];
    const before = await dbSnapshot(ctx.app);
    expect((await visitor.post('/svc/like', { id: post.id })).status).toBe(401);
    expect((await visitor.post('/fast_reblog', { reblog_post_id: post.id, reblog_key: post.reblog_key })).status).toBe(401);
    expect((await visitor.get(`/svc/post/share/ann/${post.id}`)).status).toBe(404);
    expect((await visitor.get(`/svc/indash_blog/posts?tumblelog_name_or_id=ann&post_id=${post.id}`)).status).toBe(404);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('short links lead nowhere for others, and to the post for its owner', async () => {
    const id = Number(hidden[state].id);
    for (const who of [ben, visitor]) {
      expect((await who.get(`/p/${id.toString(36)}`)).res.headers.location).toBe('/');
    }
    expect((await ann.get(`/p/${id.toString(36)}`)).res.headers.location).toBe(`/blog/ann/post/${id}`);
  });

  it('stays out of every feed of others; its owner still opens it in the edit form', async () => {
    const id = hidden[state].id;
    for (const [who, pages] of [
      [ben, ['dashboard', 'explore', 'likes']],
      [visitor, ['dashboard', 'explore']],
    ] as const) {
      for (const page of pages) {
        const feed = FeedResponseSchema.parse((await who.get(`/svc/post/${page}/before/0`)).json.response);
        expect(feed.posts.map((p) => p.id)).not.toContain(id);
      }
      const tagged = FeedResponseSchema.parse((await who.get('/svc/post/tagged/before/0?tag=secret')).json.response);
      expect(tagged.posts.map((p) => p.id)).not.toContain(id);
    }
    const own = await ann.post('/svc/post/fetch', { post_id: id });
    expect(own.status).toBe(200);
    expect(own.json.response.mode).toBe('edit');
  });
});

describe('the likes-feed leak of issue 7', () => {
  it("a like on someone else's private post is 404, and the likes feed does not carry it", async () => {
    const before = await dbSnapshot(ctx.app);
    const res = await ben.post('/svc/like', { id: hidden.private.id });
    expect(res.status).toBe(404);
    expect(res.json.errors[0].detail).toBe("That post doesn't exist anymore.");
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    const likes = FeedResponseSchema.parse((await ben.get('/svc/post/likes/before/0')).json.response);
    expect(JSON.stringify(likes)).not.toContain('Secret private');
  });

  it('a like stored before the post went private no longer shows it', async () => {
    const post = await createPost(ann, 'ann', { 'post[one]': 'Soon private' });
    expect((await ben.post('/svc/like', { id: post.id })).status).toBe(200);
    const liked = FeedResponseSchema.parse((await ben.get('/svc/post/likes/before/0')).json.response);
    expect(liked.posts.map((p) => p.id)).toContain(post.id);
    expect(
      (
        await savePost(ann, 'ann', {
          edit_post_id: post.id,
          'post[one]': 'Soon private',
          'post[two]': '<p>Body</p>',
          'post[state]': 'private',
        })
      ).status,
    ).toBe(200);
    const after = FeedResponseSchema.parse((await ben.get('/svc/post/likes/before/0')).json.response);
    expect(after.posts.map((p) => p.id)).not.toContain(post.id);
  });
});
