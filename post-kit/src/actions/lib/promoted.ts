import type { Post } from '@dash/shared-contracts';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the post is promoted on /tagged/{tag} (tags compare case-insensitively, like the page). */
export function isPromotedIn(post: Post, tag: string): boolean {
  return (post.promoted_tags ?? []).some((t) => same(t, tag));
}

/** Whether the post carries the tag, so it can be promoted there. */
export function hasTag(post: Post, tag: string): boolean {
  return post.tags.some((t) => same(t, tag));
}
