import { FEED_PAGES, PAGE_SIZE, type FeedPage, type FeedResponse, type Post } from '@dash/shared-contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types';
import { badRequest, unauthenticated } from '../lib/app-error';
import { parseJson } from '../lib/json';
import type { BlogRefRow } from '../mappers/blog';
import { toPost } from '../mappers/post';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { blockedBlogIdsQuery } from '../repositories/blocks';
import { notFromSpamOrSuspendedBlog } from '../repositories/blog-moderation';
import { dashboardWindow } from '../repositories/dashboard-window';
import { postsWithViewer } from '../repositories/feed-page';
import { promotedPostIds } from '../repositories/promotions';
import { visibleTo } from '../repositories/visible-posts';
import { currentBlogOf } from './current-blog';

/**
 * A feed page is read in a handful of indexed statements (issue 8): the page's ids and sort keys
 * (every rule below is a condition or subquery of that one statement, read from indexes), then the
 * rows of those ids with the viewer's relations (repositories/feed-page), then their blogs.
 * Drafts, queue and inbox add the current blog; tagged adds its promoted posts; a later page adds
 * its reference post. tests: feed-statements.test.ts.
 */
type PostQuery = SelectQueryBuilder<Database, 'posts' | 'likes', { id: number; sort_key: number }>;
type Direction = 'before' | 'after';

export interface FeedRequest {
  page: string;
  direction: string;
  ref: string;
  tag?: string | undefined;
}

/**
 * The direction that continues a list. Every feed is newest first; "before" pages to older posts,
 * except on drafts where the spec's client pages with "after". The other direction returns the posts
 * newer than the reference (used to insert new posts after a save) and never has a next page.
 */
const pagingDirection = (page: FeedPage): Direction => (page === 'drafts' ? 'after' : 'before');

function parsePage(page: string, direction: string): { page: FeedPage; direction: Direction } {
  const known = FEED_PAGES.find((p) => p === page);
  if (!known) throw badRequest(`Unknown page "${page}".`);
  if (direction !== 'before' && direction !== 'after') throw badRequest('Direction must be "before" or "after".');
  return { page: known, direction };
}

export const normaliseTag = (tag: string | undefined) => (tag ?? '').trim().replace(/^#/, '').toLowerCase();

async function baseQuery(db: Executor, page: FeedPage, auth: Auth | null, tag: string | undefined): Promise<PostQuery> {
  const posts = db.selectFrom('posts');
  const byTimestamp = (q: SelectQueryBuilder<Database, 'posts', object>) =>
    q.select(['posts.id', 'posts.timestamp as sort_key']) as unknown as PostQuery;

  if (page === 'explore' || (page === 'dashboard' && !auth)) {
    return byTimestamp(posts.where('posts.state', '=', 'published'));
  }
  if (page === 'tagged') {
    const wanted = normaliseTag(tag);
    if (!wanted) throw badRequest('Choose a tag.');
    return byTimestamp(
      posts
        .where('posts.state', '=', 'published')
        .where('posts.id', 'in', db.selectFrom('post_tags').select('post_id').where('tag', '=', wanted)),
    );
  }
  if (!auth) throw unauthenticated();
  const userId = auth.user.id;
  if (page === 'dashboard') {
    // Published posts of followed and own blogs, and own private posts. Written as one IN over
    // (followed ∪ own) blogs and one over the two states, so SQLite reads posts_blog_state_ts per blog
    // instead of every published post: the same rule as "(published and (followed or own)) or
    // (private and own)".
    const ownIds = db.selectFrom('blogs').select('blogs.id').where('blogs.owner_user_id', '=', userId);
    const followedOrOwn = db
      .selectFrom('follows')
      .select('follows.blog_id')
      .where('follows.user_id', '=', userId)
      .unionAll(db.selectFrom('blogs').select('blogs.id as blog_id').where('blogs.owner_user_id', '=', userId));
    return byTimestamp(
      posts
        .where('posts.blog_id', 'in', followedOrOwn)
        .where('posts.state', 'in', ['published', 'private'])
        .where((eb) => eb.or([eb('posts.state', '=', 'published'), eb('posts.blog_id', 'in', ownIds)])),
    );
  }
  if (page === 'likes') {
    return db
      .selectFrom('posts')
      .innerJoin('likes', 'likes.post_id', 'posts.id')
      .where('likes.user_id', '=', userId)
      .where('posts.state', 'in', ['published', 'private'])
      .select(['posts.id', 'likes.created_at as sort_key']) as unknown as PostQuery;
  }
  const blog = await currentBlogOf(db, auth);
  const mine = posts.where('posts.blog_id', '=', blog.id);
  if (page === 'drafts') return byTimestamp(mine.where('posts.state', '=', 'draft'));
  if (page === 'queue') return byTimestamp(mine.where('posts.state', 'in', ['queued', 'scheduled']));
  // inbox: unanswered asks (answer posts) and submissions (other types), "unapproved" until handled.
  return byTimestamp(mine.where('posts.state', '=', 'unapproved'));
}

async function refKey(db: Executor, page: FeedPage, auth: Auth | null, ref: string): Promise<{ key: number; id: number } | null> {
  if (ref === '0' || ref === '') return null;
  if (!/^\d+$/.test(ref)) throw badRequest('Unknown post reference.');
  const id = Number(ref);
  if (page === 'likes' && auth) {
    const like = await db
      .selectFrom('likes')
      .select('created_at')
      .where('user_id', '=', auth.user.id)
      .where('post_id', '=', id)
      .executeTakeFirst();
    if (like) return { key: like.created_at, id };
  } else {
    const post = await db.selectFrom('posts').select('timestamp').where('id', '=', id).executeTakeFirst();
    if (post) return { key: post.timestamp, id };
  }
  // The reference was deleted while the reader scrolled: ids grow with time, so page by id alone.
  return { key: Number.MAX_SAFE_INTEGER, id };
}

/** Pages where a blocker no longer sees the blogs they blocked (spec 1 §8 block). */
const BLOCK_FILTERED: readonly FeedPage[] = ['dashboard', 'explore', 'tagged', 'likes'];

/**
 * The discovery pages (explore, a visitor's dashboard, which is explore, and tagged pages): posts of
 * spam blogs are left out for everyone but their owner and admins (server/README.md "Moderation").
 */
const isDiscovery = (page: FeedPage, auth: Auth | null) =>
  page === 'explore' || page === 'tagged' || (page === 'dashboard' && !auth);

/**
 * From how many followed blogs the dashboard first tries the window of the newest posts
 * (repositories/dashboard-window): a choice of plan only, both give the same page.
 */
export const DENSE_FOLLOWS = 100;

export async function loadFeed(db: Executor, auth: Auth | null, request: FeedRequest): Promise<FeedResponse> {
  const { page, direction } = parsePage(request.page, request.direction);
  const dense = page === 'dashboard' && auth !== null && auth.user.friend_count >= DENSE_FOLLOWS;
  // The general statement's builder checks the page's own arguments first (a tag, a session).
  const base = dense ? null : await baseQuery(db, page, auth, request.tag);
  const ref = await refKey(db, page, auth, request.ref);
  const older = !ref || direction === pagingDirection(page);
  const blockedBy = auth && BLOCK_FILTERED.includes(page) ? auth.user.id : null;
  // Promoted posts lead the first page of their tag and are left out of the timeline below them.
  const promoted =
    page === 'tagged' ? await promotedPostIds(db, normaliseTag(request.tag), blockedBy, auth?.user.id ?? null) : [];
  const lead = !ref ? promoted : [];

  let rows: { id: number; sort_key: number }[] | null = null;
  if (dense && auth && older) {
    rows = await dashboardWindow(db, auth.user.id, ref, PAGE_SIZE + 1);
    if (rows.length <= PAGE_SIZE) rows = null;
  }
  rows ??= await pageRows(db, base ?? (await baseQuery(db, page, auth, request.tag)), page, auth, {
    ref,
    older,
    blockedBy,
    promoted,
    discovery: isDiscovery(page, auth),
  });
  const shown = rows.slice(0, PAGE_SIZE);
  if (!older) shown.reverse();
  const last = shown.at(-1);
  return {
    posts: await mapPage(db, [...lead, ...shown.map((r) => r.id)], auth),
    next_ref: older && rows.length > PAGE_SIZE && last ? String(last.id) : null,
  };
}

/** The general statement of a page: its ids and sort keys, PAGE_SIZE + 1 of them. */
async function pageRows(
  db: Executor,
  base: PostQuery,
  page: FeedPage,
  auth: Auth | null,
  at: {
    ref: { key: number; id: number } | null;
    older: boolean;
    blockedBy: number | null;
    promoted: number[];
    discovery: boolean;
  },
): Promise<{ id: number; sort_key: number }[]> {
  // Every page, whatever its own filter: only posts this viewer may see (a like or a follow never
  // makes someone else's private post, draft or queued post visible).
  const viewer = auth?.user.id ?? null;
  let q = base.where(visibleTo(viewer));
  const sortCol = page === 'likes' ? 'likes.created_at' : 'posts.timestamp';
  const { ref, older, blockedBy, promoted, discovery } = at;
  if (discovery) q = q.where((eb) => notFromSpamOrSuspendedBlog(eb, viewer));
  if (blockedBy !== null) {
    q = q
      .where('posts.blog_id', 'not in', blockedBlogIdsQuery(db, blockedBy))
      .where((eb) =>
        eb.or([
          eb('posts.reblogged_from_blog_id', 'is', null),
          eb('posts.reblogged_from_blog_id', 'not in', blockedBlogIdsQuery(db, blockedBy)),
        ]),
      );
  }
  if (promoted.length > 0) q = q.where('posts.id', 'not in', promoted);
  if (ref) {
    const cmp = older ? '<' : '>';
    q = q.where((eb) => eb.or([eb(sortCol, cmp, ref.key), eb.and([eb(sortCol, '=', ref.key), eb('posts.id', cmp, ref.id)])]));
  }
  const order = older ? 'desc' : 'asc';
  return q
    .orderBy(sortCol, order)
    .orderBy('posts.id', order)
    .limit(PAGE_SIZE + 1)
    .execute();
}

/** The posts of these ids, in this order, as the viewer sees them: one statement (rows, relations, blogs). */
async function mapPage(db: Executor, ids: readonly number[], auth: Auth | null): Promise<Post[]> {
  const rows = await postsWithViewer(db, ids, auth?.user.id ?? null);
  const blogs = new Map<number, BlogRefRow>();
  for (const r of rows) {
    if (r.b_name !== null) blogs.set(r.blog_id, blogRef(r.blog_id, r.b_name, r.b_uuid, r.b_title, r.b_avatar));
    if (r.reblogged_from_blog_id !== null && r.rb_name !== null)
      blogs.set(r.reblogged_from_blog_id, blogRef(r.reblogged_from_blog_id, r.rb_name, r.rb_uuid, r.rb_title, r.rb_avatar));
    if (r.asking_blog_id !== null && r.ab_name !== null)
      blogs.set(r.asking_blog_id, blogRef(r.asking_blog_id, r.ab_name, r.ab_uuid, r.ab_title, r.ab_avatar));
  }
  const loggedIn = auth !== null;
  const ctx = {
    blogs,
    loggedIn,
    ownBlogIds: new Set(rows.filter((r) => loggedIn && r.v_mine).map((r) => r.blog_id)),
    followedBlogIds: new Set(rows.filter((r) => loggedIn && r.v_following).map((r) => r.blog_id)),
    likedPostIds: new Set(rows.filter((r) => loggedIn && r.v_liked).map((r) => r.id)),
    rebloggedPostIds: new Set(rows.filter((r) => loggedIn && r.v_reblogged).map((r) => r.id)),
    promotedTags: new Map(rows.map((r) => [r.id, parseJson<string[]>(r.v_promoted, [])])),
    versionCounts: new Map(rows.map((r) => [r.id, Number(r.v_versions)])),
    rootEditedAt: new Map(
      rows.flatMap((r) => (r.root_id !== null && r.v_root_edited_at !== null ? [[r.root_id, Number(r.v_root_edited_at)]] : [])),
    ),
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPost(row, ctx)] : [];
  });
}

const blogRef = (id: number, name: string, uuid: string | null, title: string | null, avatar: string | null): BlogRefRow => ({
  id,
  name,
  uuid: uuid ?? '',
  title: title ?? '',
  avatar,
});
