import type { Blog } from '@dash/shared-contracts';
import { askLoginUrl } from '../../ask';

export interface MessagingViewer {
  /** A signed-in user (not a visitor, not logged out since). */
  signedIn: boolean;
  /** The blog is one of the viewer's own. */
  own: boolean;
  /** The viewer may message: the user's can_message and the current blog's can_send_messages. */
  canMessage: boolean;
}

/** What the blog messaging icon does (spec 3 §2 screen 14). */
export type MessagingEntry =
  /** No icon. */
  | { kind: 'hidden' }
  /** A visitor: a link to log in and come back to the ask form. */
  | { kind: 'login'; href: string }
  /** The blog takes no asks: the icon opens messaging directly. */
  | { kind: 'message' }
  /** The blog takes asks: a popover with "Ask a question" and, when possible, "Send a message". */
  | { kind: 'menu'; message: boolean };

/**
 * Spec 3 §2 screen 14 and §6 (asked only if `asks`, messaged only if `can_receive_messages`). Not on
 * one's own blogs nor on a blog one has blocked; a visitor sees it only where asks are taken (there is
 * nothing a visitor could message).
 */
export function messagingEntry(
  blog: Pick<Blog, 'name' | 'asks' | 'can_receive_messages' | 'is_blocked'>,
  viewer: MessagingViewer,
): MessagingEntry {
  if (viewer.own) return { kind: 'hidden' };
  if (!viewer.signedIn) return blog.asks ? { kind: 'login', href: askLoginUrl(blog.name) } : { kind: 'hidden' };
  if (blog.is_blocked) return { kind: 'hidden' };
  const message = blog.can_receive_messages && viewer.canMessage;
  if (blog.asks) return { kind: 'menu', message };
  return message ? { kind: 'message' } : { kind: 'hidden' };
}

/** The icon's accessible name for each kind. */
export function messagingIconLabel(name: string, entry: MessagingEntry): string {
  if (entry.kind === 'message') return `Send ${name} a message`;
  if (entry.kind === 'menu' && entry.message) return `Ask or message ${name}`;
  return `Ask ${name} a question`;
}
