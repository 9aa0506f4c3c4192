import {
  ABUSE_REPORTS_PER_HOUR,
  AbuseReportRequestSchema,
  AbuseSubjectQuerySchema,
  AdminPageQuerySchema,
  API_ROUTES,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { abuseRateLimit } from '../../../plugins/external/rate-limit';
import { abuseSubject, reportAbuse } from '../../../services/abuse';
import { outboxPage, reportsPage } from '../../../services/admin-pages';

/**
 * The abuse form's calls and the admins' pages (server/README.md "Mail, outbox and reports"): a login
 * first (401), then the request (400), then the admin role (404 for anyone else, as the pages answer).
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.get(API_ROUTES.abuseSubject, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: AbuseSubjectQuerySchema });
    return ok(await abuseSubject(app.db, auth, query));
  });

  app.post(API_ROUTES.abuse, { config: { rateLimit: abuseRateLimit(ABUSE_REPORTS_PER_HOUR) } }, async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: AbuseReportRequestSchema });
    return ok(await reportAbuse(app.db, auth, body));
  });

  app.get(API_ROUTES.adminOutbox, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: AdminPageQuerySchema });
    return ok(await outboxPage(app.db, auth, query.before));
  });

  app.get(API_ROUTES.adminReports, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: AdminPageQuerySchema });
    return ok(await reportsPage(app.db, auth, query.before));
  });
}
