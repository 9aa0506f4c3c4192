import { PAGE_SIZE, type FollowingResponse, type SuggestedBlogsResponse } from '@dash/shared-contracts';
import { badRequest } from '../lib/app-error';
import { toBlog } from '../mappers/blog';
import { blogIdsBlockedByUser } from '../repositories/blocks';
import { listSuggestedBlogs } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { countFollowedBlogs, listFollowedBlogs } from '../repositories/social';
import type { Auth } from '../types/fastify';
import { isAdmin } from './moderation/blog-access';

const MAX_LIMIT = 50;

function pageNumber(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw badRequest('Invalid paging value.');
  return Math.min(n, max);
}

/** GET /svc/following (the /following page): the blogs the user follows, most recently followed first. */
export async function followingPage(
  db: Executor,
  auth: Auth,
  query: { offset?: string; limit?: string },
): Promise<FollowingResponse> {
  const limit = Math.max(1, pageNumber(query.limit, PAGE_SIZE * 2, MAX_LIMIT));
  const offset = pageNumber(query.offset, 0, 1_000_000);
  const [rows, total, blocked] = await Promise.all([
    listFollowedBlogs(db, auth.user.id, limit, offset, isAdmin(auth)),
    countFollowedBlogs(db, auth.user.id, isAdmin(auth)),
    blogIdsBlockedByUser(db, auth.user.id),
  ]);
  const blogs = rows.slice(0, limit).map((row) =>
    toBlog(row, {
      following: true,
      is_subscribed: Boolean(row.follow_is_subscribed),
      is_mine: row.owner_user_id === auth.user.id,
      logged_in: true,
      is_blocked: blocked.has(row.id),
    }),
  );
  return { blogs, total, next_offset: rows.length > limit ? offset + limit : null };
}

export const SUGGESTIONS_DEFAULT = 6;
const SUGGESTIONS_MAX = 20;

/**
 * GET /svc/suggestions/blogs (issue 10, first run): blogs with recent posts the user does not follow,
 * newest activity first (never the user's own, never blocked either way, never spam or suspended
 * blogs except for admins).
 */
export async function suggestedBlogs(db: Executor, auth: Auth, query: { limit?: string }): Promise<SuggestedBlogsResponse> {
  const limit = Math.max(1, pageNumber(query.limit, SUGGESTIONS_DEFAULT, SUGGESTIONS_MAX));
  const rows = await listSuggestedBlogs(db, auth.user.id, limit, isAdmin(auth));
  return {
    blogs: rows.map((row) =>
      toBlog(row, { following: false, is_subscribed: false, is_mine: false, logged_in: true, is_blocked: false }),
    ),
  };
}
