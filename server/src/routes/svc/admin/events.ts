import { API_ROUTES, AdminEventsQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { nowSeconds } from '../../../lib/time';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { adminEventCounts, requireAdminOr404 } from '../../../services/logging/event-counts';

/**
 * GET /svc/admin/events?days=14 (server/README.md "Logging"): the logged events counted by event and
 * day for the /admin/events page. The login first (401), then the admin role (404: to anyone else
 * the call does not exist, whatever its query), then the query (400).
 */
export default async function adminEventsRoutes(app: FastifyInstance) {
  app.get(API_ROUTES.adminEvents, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireAuth(request);
    requireAdminOr404(auth);
    const { query } = parseRequest(request, { query: AdminEventsQuerySchema });
    return ok(await adminEventCounts(app.db, auth, query.days, nowSeconds()));
  });
}
