import { askPagePath } from '@dash/shared-contracts';
import type { Blog } from '@dash/shared-contracts';

export interface AskViewer {
  /** A signed-in user (not a visitor, not logged out since). */
  signedIn: boolean;
  /** The names of the user's own blogs. */
  ownBlogs: readonly string[];
}

export type AskEntry =
  | { kind: 'open' }
  /** A visitor logs in first, then comes back to the ask page. */
  | { kind: 'login'; url: string }
  | { kind: 'refused'; message: string };

/** Where logging in leads back to the ask form. */
export const askLoginUrl = (name: string) => `/login?redirect=${encodeURIComponent(askPagePath(name))}`;

/**
 * Whether this viewer may ask this blog (spec 3 §6: asked only if `asks`), and what happens
 * otherwise. The server checks the same rules again.
 */
export function askEntry(blog: Pick<Blog, 'name' | 'asks' | 'is_mine' | 'is_blocked'>, viewer: AskViewer): AskEntry {
  if (!viewer.signedIn) return { kind: 'login', url: askLoginUrl(blog.name) };
  if (blog.is_mine || viewer.ownBlogs.includes(blog.name))
    return { kind: 'refused', message: "You can't ask your own blog a question." };
  if (!blog.asks) return { kind: 'refused', message: `${blog.name} isn't taking questions.` };
  if (blog.is_blocked) return { kind: 'refused', message: `You've blocked ${blog.name}. Unblock them to ask them anything.` };
  return { kind: 'open' };
}
