import { FEED_PAGES, PAGE_SIZE, type FeedPage, type FeedResponse } from '@dash/shared-contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Database, PostRow } from '../db/types';
import { badRequest, unauthenticated } from '../lib/app-error';
import { listBlogsByOwner } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { blogIdsBlockedByUser } from '../repositories/blocks';
import { promotedPostRows } from '../repositories/promotions';
import { visibleTo } from '../repositories/visible-posts';
import { currentBlogOf } from './current-blog';
import { mapPosts } from './post-view';

type PostQuery = SelectQueryBuilder<Database, 'posts' | 'likes', PostRow & { sort_key: number }>;
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
    q.selectAll('posts').select('posts.timestamp as sort_key') as unknown as PostQuery;

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
    const ownIds = (await listBlogsByOwner(db, userId)).map((b) => b.id);
    return byTimestamp(
      posts.where((eb) =>
        eb.or([
          eb.and([
            eb('posts.state', '=', 'published'),
            eb.or([
              eb('posts.blog_id', 'in', db.selectFrom('follows').select('blog_id').where('user_id', '=', userId)),
              eb('posts.blog_id', 'in', ownIds.length ? ownIds : [-1]),
            ]),
          ]),
          eb.and([eb('posts.state', '=', 'private'), eb('posts.blog_id', 'in', ownIds.length ? ownIds : [-1])]),
        ]),
      ),
    );
  }
  if (page === 'likes') {
    return db
      .selectFrom('posts')
      .innerJoin('likes', 'likes.post_id', 'posts.id')
      .where('likes.user_id', '=', userId)
      .where('posts.state', 'in', ['published', 'private'])
      .selectAll('posts')
      .select('likes.created_at as sort_key') as unknown as PostQuery;
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

export async function loadFeed(db: Executor, auth: Auth | null, request: FeedRequest): Promise<FeedResponse> {
  const { page, direction } = parsePage(request.page, request.direction);
  // Every page, whatever its own filter: only posts this viewer may see (a like or a follow never
  // makes someone else's private post, draft or queued post visible).
  let q = (await baseQuery(db, page, auth, request.tag)).where(visibleTo(auth?.user.id ?? null));
  const sortCol = page === 'likes' ? 'likes.created_at' : 'posts.timestamp';
  const ref = await refKey(db, page, auth, request.ref);
  const older = !ref || direction === pagingDirection(page);

  const blocked = auth && BLOCK_FILTERED.includes(page) ? [...(await blogIdsBlockedByUser(db, auth.user.id))] : [];
  if (blocked.length > 0) {
    q = q
      .where('posts.blog_id', 'not in', blocked)
      .where((eb) =>
        eb.or([eb('posts.reblogged_from_blog_id', 'is', null), eb('posts.reblogged_from_blog_id', 'not in', blocked)]),
      );
  }
  // Promoted posts lead the first page of their tag and are left out of the timeline below them.
  const promoted = page === 'tagged' ? await promotedPostRows(db, normaliseTag(request.tag), blocked) : [];
  if (promoted.length > 0)
    q = q.where(
      'posts.id',
      'not in',
      promoted.map((p) => p.id),
    );
  const lead = !ref ? promoted : [];

  if (ref) {
    const cmp = older ? '<' : '>';
    q = q.where((eb) => eb.or([eb(sortCol, cmp, ref.key), eb.and([eb(sortCol, '=', ref.key), eb('posts.id', cmp, ref.id)])]));
  }
  const order = older ? 'desc' : 'asc';
  const rows = await q
    .orderBy(sortCol, order)
    .orderBy('posts.id', order)
    .limit(PAGE_SIZE + 1)
    .execute();
  const pageRows = rows.slice(0, PAGE_SIZE);
  if (!older) pageRows.reverse();
  const last = pageRows.at(-1);
  return {
    posts: await mapPosts(db, [...lead, ...pageRows], auth),
    next_ref: older && rows.length > PAGE_SIZE && last ? String(last.id) : null,
  };
}
