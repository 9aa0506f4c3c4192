import type { DashboardSettingsRequest, User } from '@dash/shared-contracts';
import { notFound } from '../lib/app-error';
import { toUser } from '../mappers/user';
import { listBlogsByOwner } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { findUserById, updateDashboardSettings } from '../repositories/users';

/**
 * POST /svc/settings/dashboard: stores the given preferences and answers the user as it is now,
 * the same `User` as GET /svc/session (primary blog as session-view picks it), so the page can put
 * it in place of the session's user.
 */
export async function changeDashboardSettings(db: Executor, userId: number, input: DashboardSettingsRequest): Promise<User> {
  await updateDashboardSettings(db, userId, input);
  return currentUser(db, userId);
}

/** The user as GET /svc/session answers it now (the settings routes answer it after a change). */
export async function currentUser(db: Executor, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('That account no longer exists.');
  const blogs = await listBlogsByOwner(db, userId);
  const primary = blogs.find((b) => b.id === row.primary_blog_id) ?? blogs[0];
  return toUser(row, primary?.name ?? '');
}
