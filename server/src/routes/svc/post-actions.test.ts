import { BlockResponseSchema, BlogSchema, FeedResponseSchema, PostActionResponseSchema } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client } from '../../../test/helpers';
import { createPost } from '../../../test/posts';
import { setupTestApp } from '../../../test/setup-test-app';

const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');

describe('POST /svc/reply', () => {
  it('adds a reply note, notifies the post blog and counts a note', async () => {
    const post = await createPost(ben, 'ben');
    const res = await ann.post('/svc/reply', {
      reply_text: '  Lovely <b>post</b>  ',
      post_id: post.id,
      tumblelog: 'ben',
      tumblelog_key: post.reblog_key,
      source: 'dashboard',
    });
    expect(res.status).toBe(200);
    const body = PostActionResponseSchema.parse(res.json.response);
    expect(body.post.note_count).toBe(post.note_count + 1);
    const reply = await ctx.app.db
      .selectFrom('replies')
      .selectAll()
      .where('post_id', '=', Number(post.id))
      .executeTakeFirstOrThrow();
    expect(reply.text).toBe('Lovely <b>post</b>');
    const note = await ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'reply')
      .where('post_id', '=', Number(post.id))
      .executeTakeFirstOrThrow();
    expect(note.reply_text).toBe('Lovely <b>post</b>');
    const activity = await ben.get('/svc/data/tumblelog?tumblelog=ben&include_activity_notifications=true');
    expect(JSON.stringify(activity.json.response)).toContain('Lovely <b>post</b>');
  });

  it.each([
    [{ reply_text: '   ' }, 400, 'Write something to reply.'],
    [{ reply_text: 'x'.repeat(476) }, 400, 'Replies can be at most 475 characters.'],
    [{ reply_text: ['a', 'b'] }, 400, 'Invalid "reply_text" type. Expected string, got array.'],
    [{ reply_text: 'hi', tumblelog_key: 'wrong' }, 403, "That post's key doesn't match."],
    [{ reply_text: 'hi', tumblelog: 'cat' }, 404, "That post doesn't exist anymore."],
    [{ reply_text: 'hi', post_id: '999999' }, 404, "That post doesn't exist anymore."],
  ])('refuses %j: nothing changes', async (fields, status, detail) => {
    const post = await createPost(ben, 'ben');
    const before = await dbSnapshot(ctx.app);
    const res = await ann.post('/svc/reply', { post_id: post.id, tumblelog: 'ben', tumblelog_key: post.reblog_key, ...fields });
    expect(res.status).toBe(status);
    expect(res.json.errors[0].detail).toBe(detail);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('refuses drafts, visitors and requests without the form key', async () => {
    const draft = await createPost(ben, 'ben', { 'post[state]': '1' });
    const post = await createPost(ben, 'ben');
    const before = await dbSnapshot(ctx.app);
    expect((await ann.post('/svc/reply', { post_id: draft.id, reply_text: 'hi' })).status).toBe(404);
    expect((await ann.post('/svc/reply', { post_id: post.id, reply_text: 'hi' }, { formKey: false })).json.errors[0].code).toBe(
      'FORM_KEY_INVALID',
    );
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.post('/svc/reply', { post_id: post.id, reply_text: 'hi' })).status).toBe(401);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});

describe('POST /svc/promote and /svc/unpromote', () => {
  it('puts promoted posts first on the tagged page and lists promoted_tags', async () => {
    const promoted = await createPost(ann, 'ann', { 'post[tags]': 'Sunsets, beach' });
    const newer = await createPost(ben, 'ben', { 'post[tags]': 'sunsets' });
    const res = await ann.post('/svc/promote', {
      tag: 'sunsets',
      post_id: promoted.id,
      reblog_key: promoted.reblog_key,
      tumblelog_name: 'ann',
    });
    expect(res.status).toBe(200);
    expect(PostActionResponseSchema.parse(res.json.response).post.promoted_tags).toEqual(['sunsets']);
    const feed = FeedResponseSchema.parse((await ben.get('/svc/post/tagged/before/0?tag=Sunsets')).json.response);
    expect(feed.posts.map((p) => p.id)).toEqual([promoted.id, newer.id]);
    expect(feed.posts[0]?.promoted_tags).toEqual(['sunsets']);

    const un = await ann.post('/svc/unpromote', {
      tag_id: 'sunsets',
      post_id: promoted.id,
      reblog_key: promoted.reblog_key,
      tumblelog_name: 'ann',
    });
    expect(PostActionResponseSchema.parse(un.json.response).post.promoted_tags).toBeUndefined();
    const after = FeedResponseSchema.parse((await ben.get('/svc/post/tagged/before/0?tag=sunsets')).json.response);
    expect(after.posts.map((p) => p.id)).toEqual([newer.id, promoted.id]);
  });

  it("refuses others' posts, tags the post lacks, drafts and wrong keys: nothing changes", async () => {
    const bens = await createPost(ben, 'ben', { 'post[tags]': 'cats' });
    const anns = await createPost(ann, 'ann', { 'post[tags]': 'cats' });
    const draft = await createPost(ann, 'ann', { 'post[tags]': 'cats', 'post[state]': '1' });
    const before = await dbSnapshot(ctx.app);
    const promote = (c: Client, fields: Record<string, string>) => c.post('/svc/promote', fields);
    expect((await promote(ann, { tag: 'cats', post_id: bens.id, tumblelog_name: 'ben' })).status).toBe(403);
    expect((await promote(ann, { tag: 'dogs', post_id: anns.id, tumblelog_name: 'ann' })).json.errors[0].detail).toBe(
      "This post isn't tagged #dogs.",
    );
    expect((await promote(ann, { tag: 'cats', post_id: draft.id, tumblelog_name: 'ann' })).status).toBe(400);
    expect((await promote(ann, { tag: 'cats', post_id: anns.id, reblog_key: 'nope' })).status).toBe(403);
    expect((await ann.post('/svc/unpromote', { tag_id: 'cats', post_id: anns.id })).status).toBe(404);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});

describe('POST /svc/block/add and /svc/block/remove', () => {
  it('hides the blocked blog, unfollows it and stops its owner following, asking or messaging', async () => {
    const cal = new Client(ctx.app);
    await cal.register('cal@example.test', 'cal');
    const dee = new Client(ctx.app);
    await dee.register('dee@example.test', 'dee');
    await cal.post('/svc/follow', { tumblelog: 'dee' });
    await dee.post('/svc/follow', { tumblelog: 'cal' });
    const deePost = await createPost(dee, 'dee', { 'post[tags]': 'blocked-tag' });
    const dash = async () => FeedResponseSchema.parse((await cal.get('/svc/post/dashboard/before/0')).json.response).posts;
    expect((await dash()).map((p) => p.id)).toContain(deePost.id);

    const res = await cal.post('/svc/block/add', { tumblelog: 'cal', blocked_tumblelog: 'dee', block_context: 'post' });
    expect(BlockResponseSchema.parse(res.json.response)).toEqual({ blocked: true, tumblelog: 'cal', blocked_tumblelog: 'dee' });
    expect((await dash()).map((p) => p.id)).not.toContain(deePost.id);
    const explore = FeedResponseSchema.parse((await cal.get('/svc/post/explore/before/0')).json.response).posts;
    expect(explore.map((p) => p.id)).not.toContain(deePost.id);
    const tagged = FeedResponseSchema.parse((await cal.get('/svc/post/tagged/before/0?tag=blocked-tag')).json.response).posts;
    expect(tagged).toHaveLength(0);
    // Others still see it.
    const benTagged = FeedResponseSchema.parse((await ben.get('/svc/post/tagged/before/0?tag=blocked-tag')).json.response).posts;
    expect(benTagged).toHaveLength(1);

    const follows = await ctx.app.db.selectFrom('follows').selectAll().execute();
    const ids = await ctx.app.db
      .selectFrom('blogs')
      .select(['id', 'name', 'follower_count'])
      .where('name', 'in', ['cal', 'dee'])
      .execute();
    expect(follows.filter((f) => ids.some((b) => b.id === f.blog_id))).toHaveLength(0);
    expect(ids.map((b) => b.follower_count)).toEqual([0, 0]);

    const header = await cal.get('/svc/indash_blog/header?tumblelog_name_or_id=dee');
    expect(BlogSchema.parse(header.json.response.tumblelog).is_blocked).toBe(true);

    const follow = await dee.post('/svc/follow', { tumblelog: 'cal' });
    expect(follow.status).toBe(403);
    expect(follow.json.errors[0].detail).toBe("You can't follow this blog. It has blocked you.");
    const ask = await dee.post('/svc/post/ask', { recipient: 'cal', question: 'Why?' });
    expect(ask.status).toBe(403);
    expect(ask.json.errors[0].detail).toBe("You can't ask this blog anything. It has blocked you.");

    const removed = await cal.post('/svc/block/remove', { tumblelog: 'cal', blocked_tumblelog: 'dee' });
    expect(BlockResponseSchema.parse(removed.json.response).blocked).toBe(false);
    expect((await dee.post('/svc/follow', { tumblelog: 'cal' })).status).toBe(200);
  });

  it('blocks by post, and refuses own blogs, blogs that are not yours and unknown blogs: nothing changes', async () => {
    const post = await createPost(ben, 'ben');
    const res = await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_post: post.id });
    expect(BlockResponseSchema.parse(res.json.response).blocked_tumblelog).toBe('ben');
    await ann.post('/svc/block/remove', { tumblelog: 'ann', blocked_tumblelog: 'ben' });

    const before = await dbSnapshot(ctx.app);
    const own = await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'ann' });
    expect(own.status).toBe(403);
    expect(own.json.errors[0].detail).toBe("You can't block your own blog.");
    expect((await ann.post('/svc/block/add', { tumblelog: 'ben', blocked_tumblelog: 'ann' })).status).toBe(403);
    expect((await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'nobody-here' })).status).toBe(404);
    expect((await ann.post('/svc/block/add', { tumblelog: 'ann' })).status).toBe(400);
    expect((await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'ben' }, { formKey: false })).status).toBe(
      403,
    );
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});
