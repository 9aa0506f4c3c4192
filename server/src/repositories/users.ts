import { sql, type Insertable } from 'kysely';
import type { UserRow, UsersTable } from '../db/types';
import type { Executor } from './executor';

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are stored and looked up trimmed and lowercased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The accounts a login by email may mean: an address is unique only among verified accounts
 * (migration 004), so the verified one comes first, then the newest, at most `limit`.
 */
export function findLoginCandidates(db: Executor, email: string, limit: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .orderBy('is_verified_email', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The verified account holding this address, other than `exceptUserId`. */
export function findVerifiedUserByEmail(db: Executor, email: string, exceptUserId = 0): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('is_verified_email', '=', 1)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
}

export async function markEmailVerified(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ is_verified_email: 1 }).where('id', '=', userId).execute();
}

export function findUserByName(db: Executor, name: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('name', '=', name).executeTakeFirst();
}

/**
 * A new account. The first account of a database is its admin (server/README.md "Moderation"): decided
 * inside the insert itself, so two first registrations at once cannot both become admins.
 */
export async function insertUser(db: Executor, values: Insertable<UsersTable>): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      ...values,
      email: normaliseEmail(values.email),
      is_admin: values.is_admin ?? sql<number>`(SELECT CASE WHEN EXISTS (SELECT 1 FROM users) THEN 0 ELSE 1 END)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPrimaryBlog(db: Executor, userId: number, blogId: number): Promise<void> {
  await db.updateTable('users').set({ primary_blog_id: blogId }).where('id', '=', userId).execute();
}

export async function updatePassword(db: Executor, userId: number, hash: string, salt: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, password_salt: salt }).where('id', '=', userId).execute();
}

/** Counters never go below 0 (spec 1 §4). */
export async function adjustUserCounter(
  db: Executor,
  userId: number,
  column: 'liked_post_count' | 'friend_count',
  delta: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ [column]: eb.fn('max', [eb(column, '+', delta), eb.lit(0)]) }))
    .where('id', '=', userId)
    .execute();
}

/** POST /svc/conversations/tutorial_seen (migration 010). */
export async function markMessagingTutorialSeen(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ has_seen_messaging_tutorial: 1 }).where('id', '=', userId).execute();
}

/** POST /svc/tour/done: the guided tour was finished or skipped, or is to be taken again (migration 016). */
export async function setTourDone(db: Executor, userId: number, done: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ tour_done: done ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** POST /svc/settings/dashboard: only the given preferences change (migration 012). */
export async function updateDashboardSettings(
  db: Executor,
  userId: number,
  changes: {
    is_sounds_enabled?: boolean;
    messaging_multiple_windows?: boolean;
    default_editor_type?: string;
    alt_text_reminder?: boolean;
  },
): Promise<void> {
  const set: {
    is_sounds_enabled?: number;
    messaging_multiple_windows?: number;
    default_editor_type?: string;
    alt_text_reminder?: number;
  } = {};
  if (changes.is_sounds_enabled !== undefined) set.is_sounds_enabled = changes.is_sounds_enabled ? 1 : 0;
  if (changes.messaging_multiple_windows !== undefined)
    set.messaging_multiple_windows = changes.messaging_multiple_windows ? 1 : 0;
  if (changes.default_editor_type !== undefined) set.default_editor_type = changes.default_editor_type;
  if (changes.alt_text_reminder !== undefined) set.alt_text_reminder = changes.alt_text_reminder ? 1 : 0;
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** POST /svc/settings/account/email: the new address, unverified until its link is followed. */
export async function setUnverifiedEmail(db: Executor, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: normaliseEmail(email), is_verified_email: 0 })
    .where('id', '=', userId)
    .execute();
}

/** The notification switches that differ from the defaults, as stored (JSON; migration 014). */
export async function findNotificationSettings(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('notification_settings').where('id', '=', userId).executeTakeFirst();
  return row?.notification_settings;
}

export async function setNotificationSettings(db: Executor, userId: number, json: string): Promise<void> {
  await db.updateTable('users').set({ notification_settings: json }).where('id', '=', userId).execute();
}
