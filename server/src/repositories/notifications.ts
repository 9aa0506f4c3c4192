import type { Executor } from './executor';
import { suspendedBlogIdsQuery } from './blog-moderation';

export interface NotificationPageQuery {
  blogId: number;
  /** Types the user's settings leave out. */
  hiddenTypes: readonly string[];
  /** Only these types (a filter of the activity page); empty: every type. */
  onlyTypes: readonly string[];
  /** Leave out notifications from blogs suspended for this viewer (null: an admin sees them). */
  hideSuspendedFor: number | null;
  /** Older than this (created_at, id), newest first. */
  before: { at: number; id: number } | null;
  limit: number;
}

/** A page of a blog's notifications, newest first: `limit + 1` rows, so the caller knows whether more follow. */
export function listNotificationPage(db: Executor, q: NotificationPageQuery) {
  const viewer = q.hideSuspendedFor;
  const before = q.before;
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('blog_id', '=', q.blogId)
    .$if(q.hiddenTypes.length > 0, (qb) => qb.where('type', 'not in', [...q.hiddenTypes]))
    .$if(q.onlyTypes.length > 0, (qb) => qb.where('type', 'in', [...q.onlyTypes]))
    .$if(viewer !== null, (qb) =>
      qb.where((eb) =>
        eb.or([eb('from_blog_id', 'is', null), eb('from_blog_id', 'not in', suspendedBlogIdsQuery(db, viewer ?? 0))]),
      ),
    )
    .$if(before !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('created_at', '<', before?.at ?? 0),
          eb.and([eb('created_at', '=', before?.at ?? 0), eb('id', '<', before?.id ?? 0)]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .execute();
}

/** When each note of these types reached the blog since `from` (unix seconds). */
export function noteTimesSince(db: Executor, blogId: number, types: readonly string[], from: number) {
  return db
    .selectFrom('notifications')
    .select('created_at')
    .where('blog_id', '=', blogId)
    .where('type', 'in', [...types])
    .where('created_at', '>=', from)
    .execute();
}
