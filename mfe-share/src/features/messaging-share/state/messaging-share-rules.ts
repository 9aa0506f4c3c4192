import type { OwnBlog, Participant } from '@dash/shared-contracts';

/** Spec 3 §9: favourites shown before typing, the search debounce and the loader delay. */
export const FAVORITES_LIMIT = 10;
export const SEARCH_DEBOUNCE_MS = 250;
export const LOADER_DELAY_MS = 250;

/** Spec 3 §2 screen 12 and §8 strings. */
export const SEARCH_PLACEHOLDER = 'Message to...';
export const MESSAGE_PLACEHOLDER = 'Say something if you like...';
export const noResultsText = (query: string) => `No one found for “${query}”.`;
export const SEARCH_FAILED = "Couldn't search for blogs.";

/** Spec 3 §5: the messaging share opens only with a post id, the post's blog uuid and a target to pin to. */
export function canOpenMessagingShare(input: { postId?: string | null; blogUuid?: string | null; hasTarget: boolean }): boolean {
  return Boolean(input.postId && input.blogUuid && input.hasTarget);
}

/** Spec 3 §5: a favourite (or result) can be messaged only with a uuid and can_receive_messages. */
export function messageable(blogs: readonly Participant[], limit = FAVORITES_LIMIT): Participant[] {
  return blogs.filter((b) => Boolean(b.uuid) && b.can_receive_messages).slice(0, limit);
}

/** Spec 3 §5: only the user's blogs enabled for messaging can send (a suspended blog cannot). */
export function senderBlogs(blogs: readonly OwnBlog[]): OwnBlog[] {
  return blogs.filter((b) => b.can_send_messages && !b.is_suspended);
}

/** The sender to start with: the current blog when it can send, else the first that can. */
export function defaultSender(senders: readonly OwnBlog[], currentBlog: string | null): OwnBlog | null {
  return senders.find((b) => b.name === currentBlog) ?? senders[0] ?? null;
}

/**
 * Spec 3 §4: a sender equal to the recipient is disabled. When the chosen sender is that blog, the
 * first other sender takes its place (null when none is left, and Send stays disabled).
 */
export function senderFor(senders: readonly OwnBlog[], chosen: OwnBlog | null, recipientUuid: string | null): OwnBlog | null {
  if (chosen && chosen.uuid !== recipientUuid) return chosen;
  return senders.find((b) => b.uuid !== recipientUuid) ?? null;
}

/** `log:event` payloads of the messaging share (spec 3 §4 logging: messaging-interaction events). */
export function interaction(
  action: 'share-search' | 'share-choose' | 'share-send' | 'share-send-failed',
  extra: Record<string, unknown> = {},
) {
  return { event: 'messaging-interaction', data: { platform: 'web', action, context: 'share-popover', ...extra } };
}
