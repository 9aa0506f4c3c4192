import { EmptyRequestSchema, NotificationSettingsRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest, validate } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { changeNotificationSettings, notificationSettingsOf } from '../../../services/notification-settings';
import { settingsFields } from './settings-body';

/** /settings/notifications: which activity is mailed and which shows in the activity list. */
export default async function notificationSettingsRoutes(app: FastifyInstance) {
  app.get('/svc/settings/notifications', async (request) => {
    const auth = requireAuth(request);
    parseRequest(request, { query: EmptyRequestSchema });
    return ok({ notifications: await notificationSettingsOf(app.db, auth.user.id) });
  });

  /** JSON booleans (or a form's true/false/1/0) for any of `email_<kind>` / `activity_<kind>`. */
  app.post('/svc/settings/notifications', async (request) => {
    const auth = requireAuth(request);
    const input = validate(NotificationSettingsRequestSchema, settingsFields(request));
    return ok({ notifications: await changeNotificationSettings(app.db, auth.user.id, input) });
  });
}
