import fs from 'node:fs';
import path from 'node:path';
import {
  BlogDataResponseSchema,
  FeedResponseSchema,
  GifSearchResponseSchema,
  PollResponseSchema,
  SessionSchema,
} from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { DEMO_LOGINS, seedIfEmpty } from '.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedIfEmpty(ctx.app.db, { mediaDir: ctx.app.media.dir });
  // About 20 s the first time on a machine (every demo photo is also encoded as AVIF and WebP), 3 s once
  // db/seed/photo-cache.ts has kept them (server/README.md).
}, 90_000);
afterAll(() => ctx.close());

describe('demo world', () => {
  it('has the users, blogs and every post type', async () => {
    const db = ctx.app.db;
    const users = await db.selectFrom('users').selectAll().execute();
    expect(users.length).toBeGreaterThanOrEqual(6);
    // The demo people have used the dashboard for a year: the guided tour is for new accounts only.
    expect(users.every((u) => u.tour_done === 1)).toBe(true);
    expect((await db.selectFrom('blogs').selectAll().execute()).length).toBe(10);
    const posts = await db.selectFrom('posts').select(['type', 'state', 'reblogged_from_post_id', 'content']).execute();
    expect(posts.length).toBeGreaterThanOrEqual(80);
    expect(new Set(posts.map((p) => p.type))).toEqual(
      new Set(['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer']),
    );
    expect(posts.filter((p) => p.reblogged_from_post_id !== null).length).toBeGreaterThan(5);
    const photoCounts = posts
      .filter((p) => p.type === 'photo' && !p.reblogged_from_post_id)
      .map((p) => JSON.parse(p.content).photos.length);
    expect(Math.max(...photoCounts)).toBeGreaterThan(1);
    expect(seedIfEmpty(db, { mediaDir: ctx.app.media.dir })).resolves.toBeNull();
  });

  it('writes generated images and avatars to MEDIA_DIR', async () => {
    const c = new Client(ctx.app);
    const feed = FeedResponseSchema.parse((await c.get('/svc/post/explore/before/0')).json.response);
    const post = feed.posts[0];
    expect(post).toBeDefined();
    const avatar = post?.blog.avatar_url ?? '';
    expect(fs.existsSync(path.join(ctx.app.media.dir, avatar.replace('/media/', '')))).toBe(true);
    const photo = (await ctx.app.db.selectFrom('media').select('path').where('kind', '=', 'image').executeTakeFirstOrThrow())
      .path;
    expect((await c.get(`/media/${photo}`)).res.headers['content-type']).toBe('image/jpeg');
  });

  it('gives the demo photos AVIF and WebP variants, and the GIFs none', async () => {
    const c = new Client(ctx.app);
    const feed = FeedResponseSchema.parse((await c.get('/svc/post/explore/before/0')).json.response);
    const photos = feed.posts.flatMap((p) => p.content.photos ?? []);
    const drawn = photos.filter((p) => !p.url.endsWith('.gif'));
    expect(drawn.length).toBeGreaterThan(0);
    for (const photo of drawn) expect(new Set(photo.variants?.map((v) => v.type))).toEqual(new Set(['image/avif', 'image/webp']));
    const variant = drawn[0]?.variants?.[0];
    expect(fs.existsSync(path.join(ctx.app.media.dir, variant?.url.replace('/media/', '') ?? 'missing'))).toBe(true);
    const gifs = await ctx.app.db.selectFrom('media').select('variants').where('mime', '=', 'image/gif').execute();
    expect(gifs.map((g) => g.variants)).toEqual(gifs.map(() => '[]'));
  });

  it("gives alex's first blog every kind of activity (issue 11)", async () => {
    const c = new Client(ctx.app);
    const session = SessionSchema.parse((await c.login('alex@demo.test', 'dashdemo1')).json.response);
    const res = await c.get(`/svc/data/tumblelog?tumblelog=${session.blogs[0]?.name}&include_activity_notifications=true`);
    const data = BlogDataResponseSchema.parse(res.json.response);
    const types = new Set(data.activity_notifications.map((n) => n.type));
    for (const type of ['like', 'reblog', 'follower', 'reply', 'user_mention', 'photo', 'ask'] as const)
      expect(types).toContain(type);
    expect(data.activity_notifications.some((n) => n.type === 'reblog' && n.new_post)).toBe(true);
    // More than one page of the activity page (20 a page).
    expect(data.activity_notifications.length).toBeGreaterThan(20);
  });

  it('lets alex log in with the demo password, owning 3 blogs with unread messages', async () => {
    expect(DEMO_LOGINS.find((l) => l.email === 'alex@demo.test')?.note).toContain('alex-cooks');
    const c = new Client(ctx.app);
    const res = await c.login('alex@demo.test', 'dashdemo1');
    const session = SessionSchema.parse(res.json.response);
    expect(session.blogs).toHaveLength(3);
    // The first account of the world is its admin (server/README.md "Moderation"); no one else is.
    expect(session.user?.is_admin).toBe(true);
    expect(DEMO_LOGINS[0]?.note).toMatch(/\(admin\)$/);
    expect(await ctx.app.db.selectFrom('users').select('name').where('is_admin', '=', 1).execute()).toEqual([{ name: 'alex' }]);
    const main = session.blogs[0];
    const poll = PollResponseSchema.parse(
      (await c.get(`/services/poll?token=${session.user?.polling_token}&unread_messages=true&mention_keys=${main?.mention_key}`))
        .json.response,
    );
    const total = Object.values(poll.unread_messages?.[main?.mention_key ?? ''] ?? {}).reduce((a, b) => a + b, 0);
    expect(total).toBe(main?.unread_messages_count);
    expect(total).toBeGreaterThan(0);
    const dash = FeedResponseSchema.parse((await c.get('/svc/post/dashboard/before/0')).json.response);
    expect(dash.posts).toHaveLength(10);
    expect(dash.next_ref).not.toBeNull();
  });

  it("puts 3 asks and a submission in alex's inbox, with the unread count matching", async () => {
    const db = ctx.app.db;
    const alex = await db.selectFrom('blogs').selectAll().where('name', '=', 'alex').executeTakeFirstOrThrow();
    const inbox = await db
      .selectFrom('posts')
      .selectAll()
      .where('blog_id', '=', alex.id)
      .where('state', '=', 'unapproved')
      .execute();
    expect(inbox.filter((p) => p.type === 'answer').length).toBeGreaterThanOrEqual(2);
    expect(inbox.filter((p) => p.type !== 'answer').length).toBeGreaterThanOrEqual(1);
    expect(alex.unread_count).toBe(inbox.length);
  });

  it('has about twelve animated GIF posts that the GIF search finds', async () => {
    const gifs = await ctx.app.db.selectFrom('media').selectAll().where('mime', '=', 'image/gif').execute();
    expect(gifs.length).toBeGreaterThanOrEqual(12);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(path.join(ctx.app.media.dir, gifs[0]?.path ?? '')).metadata();
    expect(meta.pages).toBeGreaterThan(1);
    expect(meta.delay?.every((d) => d > 0)).toBe(true);
    const c = new Client(ctx.app);
    await c.visit();
    const res = GifSearchResponseSchema.parse((await c.post('/svc/search/inline_gif', { q: 'cat' })).json.response);
    expect(res.media.length).toBeGreaterThanOrEqual(3);
    expect(new Set(res.media.map((m) => m.rootBlog)).size).toBeGreaterThan(1);
  });

  it('describes most demo photos, leaves a few without (the fallback shows), and describes the header images (issue 13)', async () => {
    const db = ctx.app.db;
    const posts = await db.selectFrom('posts').select(['content']).where('type', '=', 'photo').execute();
    const photos = posts.flatMap((p) => (JSON.parse(p.content) as { photos?: { alt?: string }[] }).photos ?? []);
    const described = photos.filter((p) => (p.alt ?? '').trim() !== '');
    expect(described.length).toBeGreaterThan(photos.length * 0.9);
    // One photo post and one GIF post have none.
    const bare = posts.filter((p) =>
      ((JSON.parse(p.content) as { photos?: { alt?: string }[] }).photos ?? []).every((x) => !x.alt),
    );
    expect(bare).toHaveLength(2);
    expect(described.every((p) => (p.alt ?? '').length <= 1000)).toBe(true);
    const headers = await db.selectFrom('blogs').select(['name', 'theme', 'header_image_alt']).execute();
    const withHeader = headers.filter((b) => JSON.parse(b.theme).header_image);
    expect(withHeader.map((b) => b.name).sort()).toEqual(['alex-shoots', 'jun-travels', 'maya-draws']);
    expect(withHeader.every((b) => b.header_image_alt.startsWith('Three layers of dark mountain ridges'))).toBe(true);
    const c = new Client(ctx.app);
    await c.visit();
    const res = GifSearchResponseSchema.parse((await c.post('/svc/search/inline_gif', { q: 'cat' })).json.response);
    expect(res.media.some((m) => m.alt?.includes('cat face'))).toBe(true);
  });
});
