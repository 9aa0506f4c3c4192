import type { OwnBlog, PollResponse } from '@dash/shared-contracts';

/** Unread message counts: the total and, per own blog name, that blog's sum. */
export interface UnreadCounts {
  total: number;
  byBlog: Record<string, number>;
}

export const NO_UNREAD: UnreadCounts = { total: 0, byBlog: {} };

/**
 * The poll answers per mention key a map of conversation id to unread count; we sum each blog's
 * conversations and key the result by blog name (what the rest of the product calls a blog).
 * Unknown mention keys still count toward the total.
 */
export function countsFromPoll(response: PollResponse, blogs: readonly Pick<OwnBlog, 'name' | 'mention_key'>[]): UnreadCounts {
  const byBlog: Record<string, number> = {};
  let total = 0;
  for (const [mentionKey, conversations] of Object.entries(response.unread_messages ?? {})) {
    const sum = Object.values(conversations).reduce((a, n) => a + n, 0);
    total += sum;
    const blog = blogs.find((b) => b.mention_key === mentionKey);
    if (blog) byBlog[blog.name] = (byBlog[blog.name] ?? 0) + sum;
  }
  for (const blog of blogs) byBlog[blog.name] ??= 0;
  return { total, byBlog };
}

/** Before the first poll answers: the counts the session was bootstrapped with. */
export function countsFromSession(blogs: readonly Pick<OwnBlog, 'name' | 'unread_messages_count'>[]): UnreadCounts {
  const byBlog: Record<string, number> = {};
  for (const blog of blogs) byBlog[blog.name] = blog.unread_messages_count;
  return { total: blogs.reduce((a, b) => a + b.unread_messages_count, 0), byBlog };
}

export function sameCounts(a: UnreadCounts, b: UnreadCounts): boolean {
  if (a.total !== b.total) return false;
  const keys = new Set([...Object.keys(a.byBlog), ...Object.keys(b.byBlog)]);
  for (const key of keys) if ((a.byBlog[key] ?? 0) !== (b.byBlog[key] ?? 0)) return false;
  return true;
}
