import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, NotificationSettings, NotificationSettingsRequest } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/settings/notifications. */
export async function getNotificationSettings(api: ApiClient): Promise<NotificationSettings> {
  const { NotificationSettingsResponseSchema } = await loadSchemas();
  return (await api.get(API_ROUTES.notificationSettings, { schema: NotificationSettingsResponseSchema })).notifications;
}

/** POST /svc/settings/notifications: the changed switches as JSON booleans. */
export async function saveNotificationSettings(
  api: ApiClient,
  changes: NotificationSettingsRequest,
): Promise<NotificationSettings> {
  const { NotificationSettingsResponseSchema } = await loadSchemas();
  return (await api.post(API_ROUTES.notificationSettings, { json: changes, schema: NotificationSettingsResponseSchema }))
    .notifications;
}
