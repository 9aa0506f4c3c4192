import type { FeedPage, Post } from '@dash/shared-contracts';

/** Where a card is shown: the feed page (and its tag) decide which actions it offers. */
export interface PostPlace {
  page?: FeedPage;
  tag?: string;
  /**
   * The blog whose own view the card is in (the blog overlay): that view's header has the blog's
   * Follow button, so the cards of that blog show none in theirs.
   */
  blog?: string;
}

export type InboxKind = 'ask' | 'submission' | null;

/** Asks (answer posts) and submissions (any other type) wait unapproved in the inbox. */
export function inboxKind(post: Post, place: PostPlace): InboxKind {
  if (place.page !== 'inbox' || post.state !== 'unapproved') return null;
  return post.type === 'answer' ? 'ask' : 'submission';
}

/**
 * "Scheduled for {date}" for scheduled posts, "Queued" for queued ones, else the state name. The date
 * is in the viewer's time zone; `inUtc` (the server render, which cannot know it) writes it in UTC.
 */
export function stateLabel(post: Post, inUtc = false): string | null {
  if (post.state === 'published') return null;
  if (post.state === 'scheduled' && post.publish_on) return `Scheduled for ${formatPublishOn(post.publish_on, inUtc)}`;
  if (post.state === 'queued' || post.state === 'scheduled') return 'Queued';
  return post.state.charAt(0).toUpperCase() + post.state.slice(1);
}

/** publish_on is in seconds; shown like "Nov 21, 2026, 10:30 AM" in the viewer's time zone (or "… UTC"). */
export function formatPublishOn(seconds: number, inUtc = false): string {
  const date = new Date(seconds * 1000);
  if (inUtc) return `${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
