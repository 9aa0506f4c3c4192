import { clampCount } from '@dash/shared-contracts/core';
import type { Session } from '@dash/shared-contracts';

/** The account badge counts unread inbox items across every blog of the user. */
export function unreadTotal(session: Session): number {
  return session.blogs.reduce((sum, blog) => sum + clampCount(blog.unread_count), 0);
}
