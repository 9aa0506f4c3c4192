import { clampCount } from '@dash/shared-contracts/core';
import type { Session, TopicPayload, User } from '@dash/shared-contracts';

type Counts = Record<string, number> | undefined;
type UserCount = 'liked_post_count' | 'friend_count';

/**
 * Copies every `*_count` field of `counts` that `target` already has as a number, never below 0.
 * Returns `target` itself when nothing changes.
 */
function withCounts<T extends object>(target: T, counts: Record<string, number>): T {
  let next: T = target;
  for (const [key, value] of Object.entries(counts)) {
    if (!key.endsWith('_count') || !Object.hasOwn(target, key)) continue;
    const current: unknown = (target as Record<string, unknown>)[key];
    if (typeof current !== 'number' || current === clampCount(value)) continue;
    next = { ...next, [key]: clampCount(value) };
  }
  return next;
}

/**
 * The session after an action answered with `context_tumblelog` (spec 1 §4): the fields ending
 * `_count` update the acting (current) blog's counts, and the user's (liked, following) when sent.
 * Returns the same session when nothing changes, so callers can skip `session.replace`.
 */
export function withContextCounts(session: Session, counts: Counts): Session {
  if (!counts) return session;
  const blogs = session.blogs.map((blog) => (blog.name === session.current_blog ? withCounts(blog, counts) : blog));
  const user = session.user ? withCounts(session.user, counts) : null;
  const changed = user !== session.user || blogs.some((blog, i) => blog !== session.blogs[i]);
  return changed ? { ...session, blogs, user } : session;
}

/** Moves one user count by `delta` (a like, a follow), never below 0. */
export function withUserCountDelta(session: Session, key: UserCount, delta: number): Session {
  if (!session.user || delta === 0) return session;
  const user: User = { ...session.user, [key]: clampCount(session.user[key] + delta) };
  return { ...session, user };
}

/** The session after a `session:counts-changed` fact (or the shell's own cards' answers). */
export function withCountsChange(session: Session, change: TopicPayload<'session:counts-changed'>): Session {
  const counted = withContextCounts(session, change.counts);
  return change.likedPostDelta ? withUserCountDelta(counted, 'liked_post_count', change.likedPostDelta) : counted;
}
