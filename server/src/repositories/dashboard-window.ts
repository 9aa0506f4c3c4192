import { rawQuery } from '../db/dialect';
import { indexedBy } from '../db/dialect/index-hints';
import type { Executor } from './executor';

/**
 * The dashboard of someone who follows many blogs, newest first, read from the newest posts of
 * everyone instead of from every post of every followed blog (issue 8).
 *
 * The general dashboard statement (services/feed.ts) reads each followed blog's posts through
 * posts_blog_state_ts and sorts them all: for the benchmark user (250 blogs, 10,500 posts) that
 * is the most expensive statement of a page. When the followed blogs write a fair share of what
 * is published, walking the newest published posts of everyone (posts_published_walk, migration
 * 009: in timestamp order and with the blog columns the walk filters on) finds a page after a few
 * hundred index entries and stops there.
 *
 * The walk is bounded by a window, so it cannot read the whole table for someone whose blogs
 * write rarely: only posts whose timestamp is at least that of the post WINDOW ids before the
 * newest (or before the reference post), found by two seeks. Every row, including the viewer's
 * own private posts (their own arm, through posts_blog_state_ts), must lie in the window, so what
 * it returns is exactly the head of the full dashboard; when it returns less than `limit` rows
 * the caller reads the page with the general statement.
 *
 * The rule is the general one: published posts of followed and own blogs, and own private posts,
 * without the blogs any of the viewer's blogs blocked or reblogs of them, nor suspended blogs.
 */
export const DASHBOARD_WINDOW = 2000;

const OWN = `(SELECT o.id FROM blogs o WHERE o.owner_user_id = ?)`;
/**
 * Neither the post's blog nor the blog it was reblogged from is blocked by one of the viewer's
 * blogs: two lookups (blocks_blocked, then the blocking blog's owner) made only for the rows that
 * passed the cheaper conditions. As `NOT IN (the blocked list)` SQLite built the list and its bloom
 * filter for every statement, which cost more than the whole walk.
 */
const BLOCKED_BY_VIEWER = (column: string) =>
  `EXISTS (SELECT 1 FROM blocks bl JOIN blogs bb ON bb.id = bl.blog_id WHERE bl.blocked_blog_id = ${column} AND bb.owner_user_id = ?)`;
const NOT_BLOCKED = `NOT ${BLOCKED_BY_VIEWER('p.blog_id')}
      AND (p.reblogged_from_blog_id IS NULL OR NOT ${BLOCKED_BY_VIEWER('p.reblogged_from_blog_id')})`;
/**
 * Not from a suspended blog (migration 015), unless it is the viewer's own or the viewer is an admin:
 * visibleTo's rule. A lookup in the tiny blogs_suspended index per row that passed the rest; the
 * admin check is a constant subquery SQLite runs once.
 */
const NOT_SUSPENDED = `(EXISTS (SELECT 1 FROM users a WHERE a.id = ? AND a.is_admin = 1)
      OR NOT EXISTS (SELECT 1 FROM blogs s WHERE s.id = p.blog_id AND s.is_suspended = 1 AND s.owner_user_id != ?))`;
/** Older than the reference post (timestamp, then id). */
const BEFORE_REF = `AND (p.timestamp < ? OR (p.timestamp = ? AND p.id < ?))`;
/** The timestamp of the post WINDOW ids before the newest one or the reference (-1: the whole table). */
const BOUND = (ref: boolean) =>
  `COALESCE((SELECT w.timestamp FROM posts w WHERE w.id <= ${ref ? '?' : '(SELECT max(m.id) FROM posts m)'} - ${DASHBOARD_WINDOW}
    ORDER BY w.id DESC LIMIT 1), -1)`;

const published = (
  hint: IndexHint,
  ref: boolean,
  limit: number,
) => `SELECT p.id, p.timestamp AS sort_key FROM posts p${hint('posts_published_walk')}
  WHERE p.state = 'published' AND p.timestamp >= ${BOUND(ref)}
    AND p.blog_id IN (SELECT f.blog_id FROM follows f WHERE f.user_id = ? UNION ALL SELECT o.id FROM blogs o WHERE o.owner_user_id = ?)
    AND ${NOT_BLOCKED} AND ${NOT_SUSPENDED} ${ref ? BEFORE_REF : ''}
  ORDER BY p.timestamp DESC, p.id DESC LIMIT ${limit}`;

const ownPrivate = (
  hint: IndexHint,
  ref: boolean,
  limit: number,
) => `SELECT p.id, p.timestamp AS sort_key FROM posts p${hint('posts_blog_state_ts')}
  WHERE p.blog_id IN ${OWN} AND p.state = 'private' AND p.timestamp >= ${BOUND(ref)}
    AND ${NOT_BLOCKED} ${ref ? BEFORE_REF : ''}
  ORDER BY p.timestamp DESC, p.id DESC LIMIT ${limit}`;

/**
 * The statements per (reference or not, limit). The limit is written into the SQL: as a bound
 * parameter SQLite no longer stops the walk early (twice the time, six times for the private arm).
 */
const statements = new Map<string, { published: string; ownPrivate: string }>();
function statementsFor(db: Executor, ref: boolean, limit: number) {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`bad limit ${limit}`);
  const hint: IndexHint = (index) => indexedBy(db, index);
  const key = `${hint('i')}:${ref}:${limit}`;
  let found = statements.get(key);
  if (!found) {
    found = { published: published(hint, ref, limit), ownPrivate: ownPrivate(hint, ref, limit) };
    statements.set(key, found);
  }
  return found;
}

type Row = { id: number; sort_key: number };
type IndexHint = (index: string) => string;
const newestFirst = (a: Row, b: Row) => b.sort_key - a.sort_key || b.id - a.id;

/**
 * Up to `limit` (id, sort_key) of the viewer's dashboard, older than `ref` when given, from the
 * window; fewer than `limit` means "read it with the general statement". Two statements, the walk
 * and the viewer's own private posts, merged here: as the two arms of one UNION ALL, SQLite no
 * longer stopped the walk after `limit` rows (it read the whole window, 2.5× the time).
 */
export async function dashboardWindow(
  db: Executor,
  userId: number,
  ref: { key: number; id: number } | null,
  limit: number,
): Promise<Row[]> {
  const sqlText = statementsFor(db, ref !== null, limit);
  const bound = ref ? [ref.id] : [];
  const before = ref ? [ref.key, ref.key, ref.id] : [];
  const notBlocked = [userId, userId];
  const notSuspended = [userId, userId];
  const walk = await db.executeQuery<Row>(
    rawQuery(db, sqlText.published, [...bound, userId, userId, ...notBlocked, ...notSuspended, ...before]),
  );
  const own = await db.executeQuery<Row>(rawQuery(db, sqlText.ownPrivate, [userId, ...bound, ...notBlocked, ...before]));
  if (own.rows.length === 0) return walk.rows;
  return [...walk.rows, ...own.rows].sort(newestFirst).slice(0, limit);
}
