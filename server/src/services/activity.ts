import { ACTIVITY_PAGE, activityFilterTypes, readActivityFilter, type BlogDataResponse } from '@dash/shared-contracts';
import type { NotificationRow } from '../db/types';
import { DAY_SECONDS, nowSeconds } from '../lib/time';
import { toNotification } from '../mappers/notification';
import { findBlogsByIds } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { listNotificationPage, noteTimesSince } from '../repositories/notifications';
import { findVisiblePostsByIds } from '../repositories/visible-posts';
import { followedBlogIds } from '../repositories/social';
import type { Auth } from '../types/fastify';
import { ownBlogByName } from './current-blog';
import { hiddenActivityTypes, notificationSettingsOf } from './notification-settings';
import { isAdmin } from './moderation/blog-access';

const SPARK_DAYS = ACTIVITY_PAGE.trendDays;
/** The notes the trend line counts. */
const NOTE_TYPES = ['like', 'reblog', 'photo', 'reply', 'answer'];

export interface BlogDataQuery {
  tumblelog?: string;
  include_activity_data?: string;
  include_activity_notifications?: string;
  type?: string;
  before?: string;
  limit?: string;
}

/** `{created_at}.{id}` of the last notification of a page: where the next older page starts. */
export function cursorOf(row: Pick<NotificationRow, 'created_at' | 'id'>): string {
  return `${row.created_at}.${row.id}`;
}

function readCursor(value: string | undefined): { at: number; id: number } | null {
  const match = value ? /^(\d+)\.(\d+)$/.exec(value) : null;
  return match ? { at: Number(match[1]), id: Number(match[2]) } : null;
}

/**
 * GET /svc/data/tumblelog: only for the user's own blogs. Notifications newest first, `limit` (default
 * 50) at a time from `before` (a `next_cursor`), of the `type` filter (ACTIVITY_FILTERS) if given.
 */
export async function blogData(db: Executor, auth: Auth, query: BlogDataQuery): Promise<BlogDataResponse> {
  const blog = await ownBlogByName(db, auth, query.tumblelog, 'You can only see the activity of your own blogs.');
  const result: BlogDataResponse = { name: blog.name, activity_data: [], activity_notifications: [] };

  if (query.include_activity_notifications === 'true') {
    const limit = query.limit?.trim() ? Number(query.limit) : ACTIVITY_PAGE.maxLimit;
    // The kinds the user switched off in /settings/notifications stay out of the list.
    const hidden = hiddenActivityTypes(await notificationSettingsOf(db, auth.user.id));
    const page = await listNotificationPage(db, {
      blogId: blog.id,
      hiddenTypes: hidden,
      onlyTypes: activityFilterTypes(readActivityFilter(query.type)),
      // Nothing from a suspended blog (its page answers 404), except for admins.
      hideSuspendedFor: isAdmin(auth) ? null : auth.user.id,
      before: readCursor(query.before),
      limit,
    });
    const rows = page.slice(0, limit);
    const last = rows.at(-1);
    result.next_cursor = page.length > limit && last ? cursorOf(last) : null;
    const blogIds = rows.map((r) => r.from_blog_id).filter((id): id is number => id !== null);
    // A notification keeps pointing at its post (and a reblog's commentary at the reblog), which may
    // since have gone private or back to draft: only what the user may see now.
    const postIds = rows.flatMap((r) => [r.post_id, r.new_post_id]).filter((id): id is number => id !== null);
    const posts = await findVisiblePostsByIds(db, auth.user.id, postIds);
    const blogs = new Map((await findBlogsByIds(db, [...blogIds, ...posts.map((p) => p.blog_id)])).map((b) => [b.id, b]));
    const ctx = {
      blogs,
      posts: new Map(posts.map((p) => [p.id, p])),
      followedBlogIds: await followedBlogIds(db, auth.user.id, blogIds),
    };
    result.activity_notifications = rows.map((r) => toNotification(r, ctx));
  }

  if (query.include_activity_data === 'true') {
    // Notes per day for the last 30 days, oldest first; today is the last entry.
    const now = nowSeconds();
    const todayStart = now - (now % DAY_SECONDS);
    const from = todayStart - (SPARK_DAYS - 1) * DAY_SECONDS;
    const series = new Array<number>(SPARK_DAYS).fill(0);
    for (const r of await noteTimesSince(db, blog.id, NOTE_TYPES, from)) {
      const day = Math.floor((r.created_at - from) / DAY_SECONDS);
      if (day >= 0 && day < SPARK_DAYS) series[day] = (series[day] ?? 0) + 1;
    }
    result.activity_data = series;
  }
  return result;
}
