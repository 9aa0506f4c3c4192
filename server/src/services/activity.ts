import type { BlogDataResponse } from '@dash/shared-contracts';
import { DAY_SECONDS, nowSeconds } from '../lib/time';
import { toNotification } from '../mappers/notification';
import { findBlogsByIds } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { findVisiblePostsByIds } from '../repositories/visible-posts';
import { followedBlogIds } from '../repositories/social';
import type { Auth } from '../types/fastify';
import { ownBlogByName } from './current-blog';
import { hiddenActivityTypes, notificationSettingsOf } from './notification-settings';
import { suspendedBlogIdsQuery } from '../repositories/blog-moderation';
import { isAdmin } from './moderation/blog-access';

const NOTIFICATION_LIMIT = 50;
const SPARK_DAYS = 30;
const NOTE_TYPES = ['like', 'reblog', 'reply', 'answer'];

/** GET /svc/data/tumblelog: only for the user's own blogs. */
export async function blogData(
  db: Executor,
  auth: Auth,
  query: { tumblelog?: string; include_activity_data?: string; include_activity_notifications?: string },
): Promise<BlogDataResponse> {
  const blog = await ownBlogByName(db, auth, query.tumblelog, 'You can only see the activity of your own blogs.');
  const result: BlogDataResponse = { name: blog.name, activity_data: [], activity_notifications: [] };

  if (query.include_activity_notifications === 'true') {
    // The kinds the user switched off in /settings/notifications stay out of the list.
    const hidden = hiddenActivityTypes(await notificationSettingsOf(db, auth.user.id));
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('blog_id', '=', blog.id)
      .$if(hidden.length > 0, (qb) => qb.where('type', 'not in', hidden))
      // Nothing from a suspended blog (its page answers 404), except for admins.
      .$if(!isAdmin(auth), (qb) =>
        qb.where((eb) =>
          eb.or([eb('from_blog_id', 'is', null), eb('from_blog_id', 'not in', suspendedBlogIdsQuery(db, auth.user.id))]),
        ),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTIFICATION_LIMIT)
      .execute();
    const blogIds = rows.map((r) => r.from_blog_id).filter((id): id is number => id !== null);
    // A notification keeps pointing at its post, which may since have gone private or back to draft.
    const posts = await findVisiblePostsByIds(
      db,
      auth.user.id,
      rows.map((r) => r.post_id).filter((id): id is number => id !== null),
    );
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
    const rows = await db
      .selectFrom('notifications')
      .select('created_at')
      .where('blog_id', '=', blog.id)
      .where('type', 'in', NOTE_TYPES)
      .where('created_at', '>=', from)
      .execute();
    const series = new Array<number>(SPARK_DAYS).fill(0);
    for (const r of rows) {
      const day = Math.floor((r.created_at - from) / DAY_SECONDS);
      if (day >= 0 && day < SPARK_DAYS) series[day] = (series[day] ?? 0) + 1;
    }
    result.activity_data = series;
  }
  return result;
}
