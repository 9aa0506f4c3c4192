import {
  ACTIVITY_NOTIFICATION_KINDS,
  ACTIVITY_TYPES_BY_KIND,
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettings,
  type NotificationSettingsRequest,
} from '@dash/shared-contracts';
import { parseJson } from '../lib/json';
import type { Executor } from '../repositories/executor';
import { findNotificationSettings, setNotificationSettings } from '../repositories/users';

/**
 * The user's notification switches: users.notification_settings (migration 014) keeps only what
 * differs from DEFAULT_NOTIFICATION_SETTINGS, so a default changed later reaches everyone who never
 * touched that switch. Unknown or damaged stored keys are ignored. The activity switches apply to
 * the activity list (GET /svc/data/tumblelog); nothing mails activity yet, so the email switches are
 * kept for that (server/README.md "Settings").
 */
export function readNotificationSettings(stored: string | undefined): NotificationSettings {
  const saved = parseJson<Record<string, unknown>>(stored, {});
  const out = { ...DEFAULT_NOTIFICATION_SETTINGS } as NotificationSettings;
  for (const key of NOTIFICATION_SETTING_KEYS) {
    const value = saved[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}

export async function notificationSettingsOf(db: Executor, userId: number): Promise<NotificationSettings> {
  return readNotificationSettings(await findNotificationSettings(db, userId));
}

/** POST /svc/settings/notifications: only the given switches change; the answer is all of them. */
export async function changeNotificationSettings(
  db: Executor,
  userId: number,
  input: NotificationSettingsRequest,
): Promise<NotificationSettings> {
  return db.transaction().execute(async (trx) => {
    const next = { ...(await notificationSettingsOf(trx, userId)), ...input };
    const differing = Object.fromEntries(
      NOTIFICATION_SETTING_KEYS.filter((k) => next[k] !== DEFAULT_NOTIFICATION_SETTINGS[k]).map((k) => [k, next[k]]),
    );
    await setNotificationSettings(trx, userId, JSON.stringify(differing));
    return next;
  });
}

/** The notification types the activity list leaves out for these settings. */
export function hiddenActivityTypes(settings: NotificationSettings): string[] {
  return ACTIVITY_NOTIFICATION_KINDS.filter((kind) => !settings[`activity_${kind}`]).flatMap((kind) => [
    ...ACTIVITY_TYPES_BY_KIND[kind],
  ]);
}
