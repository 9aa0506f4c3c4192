import { DashboardSettingsRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { validate } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { changeDashboardSettings } from '../../../services/dashboard-settings';
import { settingsFields } from './settings-body';

export default async function settingsRoutes(app: FastifyInstance) {
  /** JSON `{ is_sounds_enabled?, messaging_multiple_windows? }` or a form with true/false/1/0. */
  app.post('/svc/settings/dashboard', async (request) => {
    const auth = requireAuth(request);
    const input = validate(DashboardSettingsRequestSchema, settingsFields(request));
    return ok({ user: await changeDashboardSettings(app.db, auth.user.id, input) });
  });
}
