import { DashboardSettingsRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { validate } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { changeDashboardSettings } from '../../../services/dashboard-settings';
import accountSettingsRoutes from './account-settings';
import blogSettingsRoutes from './blog-settings';
import notificationSettingsRoutes from './notification-settings';
import { settingsFields } from './settings-body';

/** The settings pages' calls (server/README.md "Settings"). */
export default async function settingsRoutes(app: FastifyInstance) {
  /** JSON `{ is_sounds_enabled?, messaging_multiple_windows?, default_editor_type?, alt_text_reminder? }` or a form with true/false/1/0. */
  app.post('/svc/settings/dashboard', async (request) => {
    const auth = requireAuth(request);
    const input = validate(DashboardSettingsRequestSchema, settingsFields(request));
    return ok({ user: await changeDashboardSettings(app.db, auth.user.id, input) });
  });

  await app.register(accountSettingsRoutes);
  await app.register(blogSettingsRoutes);
  await app.register(notificationSettingsRoutes);
}
