import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/app/auth';
import { blogData } from '../../../services/activity';

type Query = { tumblelog?: string; include_activity_data?: string; include_activity_notifications?: string };

export default async function dataRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Query }>('/svc/data/tumblelog', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(await blogData(app.db, requireAuth(request), request.query));
  });
}
