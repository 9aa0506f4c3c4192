import { TourDoneRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { validate } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { markTour } from '../../../services/tour';
import { settingsFields } from '../settings/settings-body';

/** The guided tour's flag (server/README.md "Guided tour"). */
export default async function tourRoutes(app: FastifyInstance) {
  /** JSON `{ done: boolean }` or a form with done=true/false/1/0; always the signed-in user's own flag. */
  app.post('/svc/tour/done', async (request) => {
    const auth = requireAuth(request);
    const { done } = validate(TourDoneRequestSchema, settingsFields(request));
    return ok({ user: await markTour(app.db, auth.user.id, done) });
  });
}
