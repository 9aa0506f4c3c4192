import type { BlogRow } from '../../db/types';
import { forbidden } from '../../lib/app-error';
import type { Auth } from '../../types/fastify';

/**
 * What a blog's moderation flags allow (server/README.md "Moderation"): who may see a suspended
 * blog, and what a suspended or uniblocked blog may still do.
 */

/** The user may moderate blogs. */
export const isAdmin = (auth: Auth | null): boolean => Boolean(auth?.user.is_admin);

/** A suspended blog is seen only by its owner and admins; any other blog by everyone. */
export function canSeeBlog(auth: Auth | null, blog: Pick<BlogRow, 'is_suspended' | 'owner_user_id'>): boolean {
  return !blog.is_suspended || blog.owner_user_id === auth?.user.id || isAdmin(auth);
}

/** What a blog does outward: each refused for a suspended blog, and the interactions for a uniblocked one. */
export type BlogAction = 'post' | 'reblog' | 'reply' | 'like' | 'follow' | 'ask' | 'message';

const VERBS: Record<BlogAction, string> = {
  post: 'post',
  reblog: 'reblog',
  reply: 'reply',
  like: 'like posts',
  follow: 'follow blogs',
  ask: 'ask questions',
  message: 'send messages',
};

export const suspendedRefusal = (blogName: string, action: BlogAction) =>
  `${blogName} is suspended, so it can't ${VERBS[action]}.`;
export const uniblockRefusal = (blogName: string, action: BlogAction) =>
  `${blogName} is blocked from interacting with other blogs, so it can't ${VERBS[action]}.`;

/**
 * Throws the clear 403 when `blog` (one of the user's own, acting) may not do `action`: a suspended
 * blog does nothing outward (posting, publishing and answering included); a uniblocked blog may post
 * on its own blog but not like, reblog, reply to, follow, ask or message another person's blog.
 * `towardOthers`: the post or blog acted on is not the user's own.
 */
export function assertBlogMayAct(blog: BlogRow, action: BlogAction, towardOthers: boolean): void {
  if (blog.is_suspended) throw forbidden(suspendedRefusal(blog.name, action));
  if (blog.is_uniblock && towardOthers && action !== 'post') throw forbidden(uniblockRefusal(blog.name, action));
}
