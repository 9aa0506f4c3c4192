import {
  BlogDataResponseSchema,
  BlogHeaderResponseSchema,
  BlogPostsResponseSchema,
  FeedResponseSchema,
  SaveResponseSchema,
  ShareDataResponseSchema,
} from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let ann: Client;
let ben: Client;
let annPost: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ann = new Client(ctx.app);
  ben = new Client(ctx.app);
  await ann.register('ann@example.test', 'ann');
  await ben.register('ben@example.test', 'ben');
  const saved = await ann.post('/svc/post/update', {
    channel_id: 'ann',
    'post[type]': 'regular',
    'post[one]': 'Hi',
    'post[two]': 'Hello world',
    'post[tags]': 'news',
  });
  annPost = SaveResponseSchema.parse(saved.json.response).created_post.id;
});
afterAll(() => ctx.close());

describe('likes and follows', () => {
  it('likes another blog post, not an own one, and counts it', async () => {
    const like = await ben.post('/svc/like', { id: annPost });
    expect(like.status).toBe(200);
    expect(like.json.response).toMatchObject({ liked: true, like_count: 1, note_count: 1 });
    expect((await ben.post('/svc/like', { id: annPost })).json.response.like_count).toBe(1);
    expect((await ann.post('/svc/like', { id: annPost })).status).toBe(403);
    const likes = FeedResponseSchema.parse((await ben.get('/svc/post/likes/before/0')).json.response);
    expect(likes.posts.map((p) => [p.id, p.liked, p.can_like])).toEqual([[annPost, true, true]]);
    expect((await ben.get('/svc/session')).json.response.user.liked_post_count).toBe(1);
    expect((await ben.post('/svc/unlike', { id: annPost })).json.response.like_count).toBe(0);
    await ben.post('/svc/like', { id: annPost });
  });

  it('follows a blog, counts followers and friends, and fills the dashboard', async () => {
    expect(FeedResponseSchema.parse((await ben.get('/svc/post/dashboard/before/0')).json.response).posts).toHaveLength(0);
    const res = await ben.post('/svc/follow', { tumblelog: 'ann' });
    expect(res.json.response.tumblelog).toMatchObject({ name: 'ann', following: true, can_subscribe: true, follower_count: 1 });
    expect((await ben.get('/svc/session')).json.response.user.friend_count).toBe(1);
    const dash = FeedResponseSchema.parse((await ben.get('/svc/post/dashboard/before/0')).json.response);
    expect(dash.posts.map((p) => [p.id, p.following])).toEqual([[annPost, true]]);
    expect((await ann.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(403);
    expect((await ben.post('/svc/follow', { tumblelog: 'nobody-here' })).status).toBe(404);
  });

  it('refuses visitors with 401 and missing form keys with 403', async () => {
    const v = new Client(ctx.app);
    await v.visit();
    for (const url of [
      '/svc/like',
      '/svc/unlike',
      '/svc/follow',
      '/svc/unfollow',
      '/svc/post/delete',
      '/svc/post/fetch',
      '/svc/account/password',
    ]) {
      expect((await v.post(url, { id: annPost, tumblelog: 'ann' })).status).toBe(401);
    }
    const mutations = [
      '/svc/account/register',
      '/svc/account/login',
      '/svc/account/logout',
      '/svc/account/password',
      '/svc/session/current_blog',
      '/svc/post/update',
      '/svc/post/fetch',
      '/svc/post/delete',
      '/svc/post/ask',
      '/svc/like',
      '/svc/unlike',
      '/svc/follow',
      '/svc/unfollow',
      '/svc/blog/ann/subscription',
      `/svc/post/share/ann/${annPost}`,
      '/svc/share/email',
      '/svc/conversations/messages',
      '/svc/media/upload',
      '/svc/log/lady',
    ];
    for (const url of mutations) {
      const res = await ben.post(url, { id: annPost }, { formKey: false });
      expect([url, res.status, res.json?.errors?.[0]?.code]).toEqual([url, 403, 'FORM_KEY_INVALID']);
    }
    const del = await ben.request('DELETE', '/svc/blog/ann/subscription', undefined, { formKey: false });
    expect(del.status).toBe(403);
  });

  it('does not let another user edit or delete a post', async () => {
    expect(
      (await ben.post('/svc/post/update', { channel_id: 'ben', edit_post_id: annPost, 'post[two]': 'mine now' })).status,
    ).toBe(403);
    expect((await ben.post('/svc/post/delete', { post_id: annPost, channel_id: 'ann' })).status).toBe(403);
    expect((await ben.post('/svc/post/delete', { post_id: annPost, channel_id: 'ben' })).status).toBe(403);
  });

  it('reblogs with trail, reblogged_from and a notification', async () => {
    const key = (await ben.post('/svc/post/fetch', { post_id: annPost })).json.response.post.reblog_key;
    const res = await ben.post('/svc/post/update', {
      channel_id: 'ben',
      reblog_post_id: annPost,
      reblog_key: key,
      'post[two]': '<p>so true</p>',
    });
    const saved = SaveResponseSchema.parse(res.json.response);
    expect(saved.post.is_reblog).toBe(true);
    expect(saved.created_post).toMatchObject({
      type: 'text',
      root_id: annPost,
      reblogged_from: { name: 'ann' },
      content: { title: 'Hi', body: '<p>so true</p>' },
    });
    expect(saved.created_post.trail).toEqual([expect.objectContaining({ post_id: annPost, html: 'Hello world' })]);
    const feed = FeedResponseSchema.parse((await ben.get('/svc/post/explore/before/0')).json.response);
    expect(feed.posts.find((p) => p.id === annPost)).toMatchObject({ reblogged: true, reblog_count: 1, note_count: 2 });
  });
});

describe('blog profile, share and activity', () => {
  it('answers the blog header and its published posts', async () => {
    const header = BlogHeaderResponseSchema.parse(
      (await ben.get('/svc/indash_blog/header?tumblelog_name_or_id=ann')).json.response,
    );
    expect(header.tumblelog).toMatchObject({ name: 'ann', following: true, is_mine: false, post_count: 1 });
    await ann.post('/svc/post/update', {
      channel_id: 'ann',
      'post[type]': 'regular',
      'post[two]': 'a draft',
      'post[state]': '1',
    });
    const posts = BlogPostsResponseSchema.parse(
      (await ben.get('/svc/indash_blog/posts?tumblelog_name_or_id=ann&limit=10&offset=0')).json.response,
    );
    expect(posts.posts.map((p) => p.id)).toEqual([annPost]);
    expect(posts.next_offset).toBeNull();
    const one = BlogPostsResponseSchema.parse(
      (await ben.get(`/svc/indash_blog/posts?tumblelog_name_or_id=ann&post_id=${annPost}&limit=1`)).json.response,
    );
    expect(one.posts).toHaveLength(1);
    expect((await ben.get('/svc/indash_blog/posts?tumblelog_name_or_id=nope')).status).toBe(404);
    expect((await ben.get('/svc/indash_blog/header?tumblelog_name_or_id=nope')).status).toBe(404);
  });

  it('gives share data with absolute URLs and embed code', async () => {
    const res = await ben.post(`/svc/post/share/ann/${annPost}`, {}, { headers: { host: 'dash.test:8080' } });
    const data = ShareDataResponseSchema.parse(res.json.response).share_popover_data;
    // Links follow PUBLIC_URL, not the Host header (issue 7; see share-mail.test.ts).
    const origin = ctx.app.config.publicUrl;
    expect(data.post_url).toBe(`${origin}/blog/ann/post/${annPost}`);
    expect(data.post_tiny_url).toBe(`${origin}/p/${Number(annPost).toString(36)}`);
    expect(data.embed_code).toContain(`data-dash-post-id="${annPost}"`);
    expect(data.embed_code).toContain(`<script async src="${origin}/embed.js"></script>`);
    expect(data).toMatchObject({
      is_private: false,
      show_email: true,
      show_twitter: true,
      show_facebook: true,
      show_reddit: true,
      show_pinterest: true,
      show_embed: true,
    });
    const tiny = await ben.get(new URL(data.post_tiny_url).pathname);
    expect(tiny.status).toBe(302);
    expect(tiny.res.headers.location).toBe(`/blog/ann/post/${annPost}`);
    expect((await ben.get(`/svc/post/share/ben/${annPost}`)).status).toBe(404);
  });

  it('hides share options for private posts', async () => {
    const saved = await ann.post('/svc/post/update', {
      channel_id: 'ann',
      'post[type]': 'regular',
      'post[two]': 'secret',
      'post[state]': 'private',
    });
    const id = saved.json.response.created_post.id;
    const data = ShareDataResponseSchema.parse((await ann.get(`/svc/post/share/ann/${id}`)).json.response).share_popover_data;
    expect(data).toMatchObject({ is_private: true, show_email: false, show_twitter: false, show_embed: false, embed_code: '' });
    expect((await ben.get(`/svc/post/share/ann/${id}`)).status).toBe(404);
  });

  it('records shares in the outbox', async () => {
    const res = await ben.post('/svc/share/email', {
      post_id: annPost,
      tumblelog_name: 'ann',
      email_address: 'friend@example.test',
      message: 'look',
    });
    expect(res.status).toBe(200);
    const bad = await ben.post('/svc/share/email', { post_id: annPost, tumblelog_name: 'ann', email_address: 'nope' });
    expect(bad.status).toBe(400);
    await ben.post('/svc/share/reddit', { post_id: annPost, tumblelog_name: 'ann', share_fallback: 'true' });
    // Registering also wrote verify-email mails: only the shares are counted here.
    const rows = await ctx.app.db.selectFrom('outbox').select(['kind', 'to_address']).where('kind', 'like', 'share:%').execute();
    expect(rows).toEqual([
      { kind: 'share:email', to_address: 'friend@example.test' },
      { kind: 'share:reddit', to_address: null },
    ]);
  });

  it('shows activity only for own blogs, newest first, with a 30-day series', async () => {
    const res = await ann.get('/svc/data/tumblelog?tumblelog=ann&include_activity_data=true&include_activity_notifications=true');
    const data = BlogDataResponseSchema.parse(res.json.response);
    expect(data.activity_notifications.map((n) => n.type)).toEqual(['reblog', 'follower', 'like', 'like']);
    expect(data.activity_notifications[0]).toMatchObject({
      message: 'reblogged your post and added:',
      from_tumblelog: { name: 'ben' },
      post: { id: annPost },
      new_post: { diff: 'so true', quote: 'Hello world' },
    });
    expect(data.activity_data).toHaveLength(30);
    expect(data.activity_data.at(-1)).toBe(3);
    expect((await ben.get('/svc/data/tumblelog?tumblelog=ann&include_activity_data=true')).status).toBe(403);
    expect((await new Client(ctx.app).get('/svc/data/tumblelog?tumblelog=ann')).status).toBe(401);
  });

  it('takes asks into the inbox and publishes the answer', async () => {
    const ask = await ben.post('/svc/post/ask', {
      recipient: 'ann',
      question: 'What is your favourite colour?',
      anonymous: 'false',
    });
    expect(ask.status).toBe(200);
    expect((await ben.post('/svc/post/ask', { recipient: 'ann', question: '   ' })).json.errors[0].detail).toBe(
      'You need to enter a question!',
    );
    expect((await ben.post('/svc/post/ask', { recipient: 'ann', question: 'see www.spam.test' })).json.errors[0].detail).toBe(
      "Sorry, but please don't include links in questions.",
    );
    const session = (await ann.get('/svc/session')).json.response;
    expect(session.blogs[0].unread_count).toBe(1);
    const inbox = FeedResponseSchema.parse((await ann.get('/svc/post/inbox/before/0')).json.response);
    expect(inbox.posts[0]).toMatchObject({
      type: 'answer',
      state: 'unapproved',
      content: { question: 'What is your favourite colour?', asking_name: 'ben' },
    });
    const answered = await ann.post('/svc/post/update', {
      channel_id: 'ann',
      edit_post_id: inbox.posts[0]?.id,
      'post[type]': 'note',
      'post[two]': 'Blue',
      'post[state]': '0',
    });
    expect(SaveResponseSchema.parse(answered.json.response).created_post).toMatchObject({
      state: 'published',
      content: { answer: 'Blue' },
    });
    expect((await ann.get('/svc/session')).json.response.blogs[0].unread_count).toBe(0);
  });
});
