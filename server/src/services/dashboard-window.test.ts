import type { FeedResponse } from '@dash/shared-contracts';
import { sql } from 'kysely';
import { createPost } from '../../test/posts';
import { setupTestApp } from '../../test/setup-test-app';
import { findLiveSessionWithUser } from '../repositories/sessions';
import { sha256 } from '../lib/crypto';
import type { Auth } from '../types/fastify';
import { DENSE_FOLLOWS, loadFeed } from './feed';

// Issue 8: for viewers who follow many blogs the dashboard is read from the window of the newest
// posts (repositories/dashboard-window), else with the general statement. Both must give the same
// pages: here ben's whole dashboard, page by page, both ways, in a world where his blogs' posts are
// spread over more than the window (filler posts of a blog nobody follows), with his own private
// posts, a blocked blog and a reblog of it, drafts and other people's private posts around.
const {
  ctx,
  users: { ann, ben, cat, dan, eve },
} = setupTestApp('ann', 'ben', 'cat', 'dan', 'eve');

async function authOf(token: string): Promise<Auth> {
  const found = await findLiveSessionWithUser(ctx.app.db, sha256(token), Math.floor(Date.now() / 1000));
  if (!found) throw new Error('no session');
  return { ...found, token };
}

/** Every page of the dashboard, as ids, following next_ref to the end. */
async function wholeDashboard(auth: Auth): Promise<string[][]> {
  const pages: string[][] = [];
  let ref = '0';
  for (;;) {
    const page: FeedResponse = await loadFeed(ctx.app.db, auth, { page: 'dashboard', direction: 'before', ref });
    pages.push(page.posts.map((p) => p.id));
    if (!page.next_ref) return pages;
    ref = page.next_ref;
  }
}

beforeAll(async () => {
  for (const blog of ['ann', 'cat', 'dan']) expect((await ben.post('/svc/follow', { tumblelog: blog })).status).toBe(200);
  const fromDan = await createPost(dan, 'dan', { 'post[one]': 'By dan' });
  expect((await cat.post('/fast_reblog', { reblog_post_id: fromDan.id, reblog_key: fromDan.reblog_key })).status).toBe(200);
  expect((await ben.post('/svc/block/add', { tumblelog: 'ben', blocked_tumblelog: 'dan' })).status).toBe(200);
  const db = ctx.app.db;
  const blogId = async (name: string) =>
    (await db.selectFrom('blogs').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const [annId, benId, catId, eveId] = await Promise.all(['ann', 'ben', 'cat', 'eve'].map(blogId));
  const template = await createPost(ann, 'ann', { 'post[one]': 'Template' });
  // 6,000 posts a second apart, mostly by eve (followed by no one). Among the newest thousand, ann
  // and cat write often (the window holds a page); before them rarely, with ben's own published and
  // private posts, so the window of an older page holds less than a page and the general statement
  // reads it.
  await sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 5999)
    INSERT INTO posts (blog_id, type, state, format, content, tags, slug, created_at, updated_at, timestamp, reblog_key, trail)
    SELECT CASE WHEN i % 797 = 0 OR (i >= 5000 AND i % 40 = 0) THEN ${sql.lit(annId)} WHEN i % 661 = 0 OR (i >= 5000 AND i % 47 = 0) THEN ${sql.lit(catId)} WHEN i % 1213 = 0 THEN ${sql.lit(benId)} ELSE ${sql.lit(eveId)} END,
      t.type,
      CASE WHEN i % 1213 = 0 AND i % 2 = 0 THEN 'private' WHEN i % 71 = 0 THEN 'draft' WHEN i % 53 = 0 THEN 'private' ELSE 'published' END,
      t.format, t.content, t.tags, t.slug, t.created_at, t.updated_at, 1700000000 + i, t.reblog_key, t.trail
    FROM n, posts t WHERE t.id = ${sql.lit(Number(template.id))}`.execute(db);
  // A few posts published later than their id suggests (queued posts publish with a new timestamp).
  await sql`UPDATE posts SET timestamp = timestamp + 50000 WHERE id % 211 = 0 AND state = 'published'`.execute(db);
  await eve.visit();
});

/** The walk's statement (on SQLite it also names its index, INDEXED BY posts_published_walk). */
const WALK = "p.state = 'published' AND p.timestamp >= COALESCE";

it('gives the same pages from the window as from the general statement', async () => {
  const token = ben.cookies.get('dash_session') ?? '';
  const auth = await authOf(token);
  const general = await wholeDashboard({ ...auth, user: { ...auth.user, friend_count: 0 } });
  const executor = ctx.app.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  const statements: string[] = [];
  const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query, ...rest) => {
    statements.push(query.sql);
    return original(query, ...rest);
  });
  const windowed = await wholeDashboard({ ...auth, user: { ...auth.user, friend_count: DENSE_FOLLOWS } }).finally(() =>
    spy.mockRestore(),
  );
  // Both plans ran: pages from the window, and the general statement where the window held too few.
  const fromWindow = statements.filter((s) => s.includes(WALK)).length;
  const general_ = statements.filter((s) => /^select "posts"."id", "posts"."timestamp"/.test(s)).length;
  expect(fromWindow).toBe(windowed.length);
  expect(general_).toBeGreaterThan(0);
  expect(general_).toBeGreaterThan(1);
  expect(general_).toBeLessThan(windowed.length);
  expect(general.flat().length).toBeGreaterThan(20);
  expect(general.length).toBeGreaterThan(2);
  expect(windowed).toEqual(general);
  // Private posts are ben's own only; the blocked blog and its reblog are gone.
  const ids = general.flat().map(Number);
  const shown = await ctx.app.db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .select(['posts.state', 'blogs.name', 'posts.reblogged_from_post_id'])
    .where('posts.id', 'in', ids)
    .execute();
  expect(new Set(shown.map((r) => r.state))).toEqual(new Set(['published', 'private']));
  expect(shown.filter((r) => r.state === 'private').every((r) => r.name === 'ben')).toBe(true);
  expect(shown.some((r) => r.name === 'dan' || r.reblogged_from_post_id !== null)).toBe(false);
});

it('leaves a suspended blog out the same way from both plans, except for an admin', async () => {
  const db = ctx.app.db;
  const token = ben.cookies.get('dash_session') ?? '';
  const blogsShown = async (pages: string[][]) =>
    new Set(
      (
        await db
          .selectFrom('posts')
          .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
          .select('blogs.name')
          .where('posts.id', 'in', pages.flat().map(Number))
          .execute()
      ).map((r) => r.name),
    );
  const bothPlans = async () => {
    const auth = await authOf(token);
    const general = await wholeDashboard({ ...auth, user: { ...auth.user, friend_count: 0 } });
    const windowed = await wholeDashboard({ ...auth, user: { ...auth.user, friend_count: DENSE_FOLLOWS } });
    expect(windowed).toEqual(general);
    return general;
  };
  await db.updateTable('blogs').set({ is_suspended: 1 }).where('name', 'in', ['cat', 'ben']).execute();
  try {
    // cat is gone; ben's own suspended blog stays in his own dashboard.
    const hidden = await blogsShown(await bothPlans());
    expect(hidden.has('cat')).toBe(false);
    expect(hidden.has('ben')).toBe(true);
    await db.updateTable('users').set({ is_admin: 1 }).where('name', '=', 'ben').execute();
    expect((await blogsShown(await bothPlans())).has('cat')).toBe(true);
  } finally {
    await db.updateTable('blogs').set({ is_suspended: 0 }).execute();
    await db.updateTable('users').set({ is_admin: 0 }).where('name', '=', 'ben').execute();
  }
});
