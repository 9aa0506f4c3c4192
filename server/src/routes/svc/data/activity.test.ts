import { BlogDataResponseSchema, type BlogDataResponse } from '@dash/shared-contracts';
import { publishDuePosts } from '../../../services/publish-due';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { createPost, savePost } from '../../../../test/posts';

// Spec 3 §3 "Activity notification" (every type made when the thing happens) and the activity
// page's paging and filters on GET /svc/data/tumblelog (mfe-activity README).
let ctx: TestContext;
let owner: Client;
let other: Client;
let third: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = new Client(ctx.app);
  other = new Client(ctx.app);
  third = new Client(ctx.app);
  await owner.register('owner@example.test', 'owner');
  await other.register('other@example.test', 'other');
  await third.register('third@example.test', 'third');
});
afterAll(() => ctx.close());

async function activity(client: Client, blog: string, query = ''): Promise<BlogDataResponse> {
  const res = await client.get(`/svc/data/tumblelog?tumblelog=${blog}&include_activity_notifications=true${query}`);
  expect(res.status).toBe(200);
  return BlogDataResponseSchema.parse(res.json.response);
}

async function reblogKey(client: Client, postId: string): Promise<string> {
  return (await client.post('/svc/post/fetch', { post_id: postId })).json.response.post.reblog_key as string;
}

describe('notification types', () => {
  it('a published post mentioning @blog tells that blog once, not the author, not a missing blog', async () => {
    const post = await createPost(other, 'other', { 'post[two]': '<p>Hi @owner and @Owner, @nobody-here and me@other.test @other</p>' });
    const mentions = (await activity(owner, 'owner', '&type=user_mention')).activity_notifications;
    expect(mentions).toEqual([
      expect.objectContaining({
        type: 'user_mention',
        message: 'mentioned you in a post',
        from_tumblelog: expect.objectContaining({ name: 'other' }),
        post: expect.objectContaining({ id: post.id }),
      }),
    ]);
    // Editing the published post does not tell the same blog again.
    await savePost(other, 'other', { edit_post_id: post.id, 'post[one]': 'A title', 'post[two]': '<p>Again @owner</p>' });
    expect((await activity(owner, 'owner', '&type=user_mention')).activity_notifications).toHaveLength(1);
    expect((await activity(other, 'other', '&type=user_mention')).activity_notifications).toEqual([]);
  });

  it('a draft mentions nobody until it is published', async () => {
    const draft = await savePost(other, 'other', { 'post[state]': '1', 'post[one]': 'Draft', 'post[two]': '<p>@third later</p>' });
    expect(draft.status).toBe(200);
    expect((await activity(third, 'third', '&type=user_mention')).activity_notifications).toEqual([]);
    const id = draft.json.response.created_post.id as string;
    expect((await other.post('/publish', { id })).status).toBe(200);
    expect((await activity(third, 'third', '&type=user_mention')).activity_notifications.map((n) => n.post?.id)).toEqual([id]);
  });

  it('a scheduled post mentions when it goes out', async () => {
    const when = new Date(Date.now() + 3_600_000).toISOString();
    const saved = await savePost(third, 'third', {
      'post[state]': 'on.2',
      'post[publish_on]': when,
      'post[one]': 'Later',
      'post[two]': '<p>cc @owner</p>',
    });
    expect(saved.status).toBe(200);
    const before = (await activity(owner, 'owner', '&type=user_mention')).activity_notifications.length;
    await publishDuePosts(ctx.app.db, Math.floor(Date.now() / 1000) + 7200);
    expect((await activity(owner, 'owner', '&type=user_mention')).activity_notifications).toHaveLength(before + 1);
  });

  it('a blog that blocked the author is not told', async () => {
    await owner.post('/svc/block/add', { tumblelog: 'owner', blocked_tumblelog: 'third', block_context: 'post' });
    const before = (await activity(owner, 'owner', '&type=user_mention')).activity_notifications.length;
    await createPost(third, 'third', { 'post[two]': '<p>hey @owner</p>' });
    expect((await activity(owner, 'owner', '&type=user_mention')).activity_notifications).toHaveLength(before);
    await owner.post('/svc/block/remove', { tumblelog: 'owner', blocked_tumblelog: 'third' });
  });

  it('a reblog with words carries new_post {url, diff, quote}; one without words is a plain reblog', async () => {
    const original = await createPost(owner, 'owner', { 'post[two]': '<p>Original words</p>' });
    const key = await reblogKey(other, original.id);
    const withWords = await other.post('/svc/post/update', {
      channel_id: 'other',
      reblog_post_id: original.id,
      reblog_key: key,
      'post[two]': '<p>I <b>agree</b></p>',
    });
    expect(withWords.status).toBe(200);
    const reblogId = withWords.json.response.created_post.id as string;
    expect((await third.post('/fast_reblog', { reblog_key: key, reblog_post_id: original.id })).status).toBe(200);
    const reblogs = (await activity(owner, 'owner', '&type=reblog')).activity_notifications;
    expect(reblogs.map((n) => [n.type, n.from_tumblelog?.name, n.message])).toEqual([
      ['reblog', 'third', 'reblogged your post'],
      ['reblog', 'other', 'reblogged your post and added:'],
    ]);
    expect(reblogs[0]!.new_post ?? null).toBeNull();
    expect(reblogs[1]!.new_post).toEqual({ url: `/blog/other/post/${reblogId}`, diff: 'I agree', quote: 'Original words' });
  });

  it('a reblog that adds a picture is a photo notification', async () => {
    const original = await createPost(owner, 'owner', { 'post[two]': '<p>Show me</p>' });
    const res = await other.post('/svc/post/update', {
      channel_id: 'other',
      reblog_post_id: original.id,
      reblog_key: await reblogKey(other, original.id),
      'post[two]': '<p><img src="https://images.example.test/cat.jpg" alt="cat"></p>',
    });
    expect(res.status).toBe(200);
    const [photo] = (await activity(owner, 'owner', '&type=reblog')).activity_notifications;
    expect(photo).toMatchObject({ type: 'photo', message: 'reblogged your post with a photo', post: { id: original.id } });
    expect(photo!.new_post?.url).toBe(`/blog/other/post/${res.json.response.created_post.id}`);
  });

  it('likes, replies, follows, asks and answers each make their own notification', async () => {
    const post = await createPost(owner, 'owner');
    expect((await other.post('/svc/like', { id: post.id })).status).toBe(200);
    expect((await other.post('/svc/reply', { post_id: post.id, reply_text: 'Lovely' })).status).toBe(200);
    expect((await other.post('/svc/follow', { tumblelog: 'owner' })).status).toBe(200);
    expect((await other.post('/svc/post/ask', { recipient: 'owner', question: 'Why?', anonymous: 'true' })).status).toBe(200);
    const all = (await activity(owner, 'owner')).activity_notifications;
    const byType = (t: string) => all.filter((n) => n.type === t);
    expect(byType('like')[0]).toMatchObject({ message: 'liked your post', post: { id: post.id } });
    expect(byType('reply')[0]).toMatchObject({ note_meta: { reply_text: 'Lovely' } });
    expect(byType('follower')[0]).toMatchObject({ from_tumblelog: { name: 'other' }, post: null });
    // Anonymous: no sender at all (the client draws the anonymous avatar).
    expect(byType('ask')[0]).toMatchObject({ from_tumblelog: null });
  });
});

describe('paging and filters', () => {
  it('pages with next_cursor until null, each notification once, newest first', async () => {
    const all = (await activity(owner, 'owner')).activity_notifications;
    expect(all.length).toBeGreaterThan(6);
    const seen: string[] = [];
    let cursor: string | null | undefined = null;
    let pages = 0;
    do {
      const page = await activity(owner, 'owner', `&limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(page.activity_notifications.length).toBeLessThanOrEqual(3);
      seen.push(...page.activity_notifications.map((n) => n.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    expect(seen).toEqual(all.map((n) => n.id));
  });

  it('filters by kind: Likes shows only likes', async () => {
    const likes = await activity(owner, 'owner', '&type=like');
    expect(likes.activity_notifications.length).toBeGreaterThan(0);
    expect(new Set(likes.activity_notifications.map((n) => n.type))).toEqual(new Set(['like']));
    expect(likes.next_cursor).toBeNull();
  });

  it('answers another signed-in user 403 and a visitor 401', async () => {
    expect((await other.get('/svc/data/tumblelog?tumblelog=owner&include_activity_notifications=true&type=like')).status).toBe(403);
    expect((await new Client(ctx.app).get('/svc/data/tumblelog?tumblelog=owner&include_activity_notifications=true')).status).toBe(
      401,
    );
  });

  it.each([
    ['type=nonsense', 'type'],
    ['before=abc', 'before'],
    [`before=${'9'.repeat(50)}.1`, 'before'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=x', 'limit'],
    [`tumblelog=${'a'.repeat(300)}`, 'tumblelog'],
    ['type=like&type=reblog', 'type'],
  ])('refuses %s with a 400 naming %s and changes nothing', async (query, field) => {
    const before = await dbSnapshot(ctx.app);
    const res = await owner.get(`/svc/data/tumblelog?tumblelog=owner&include_activity_notifications=true&${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.errors)).toContain(field);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});
