import { BlogDataQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { blogData } from '../../../services/activity';

export default async function dataRoutes(app: FastifyInstance) {
  app.get('/svc/data/tumblelog', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: BlogDataQuerySchema });
    return ok(await blogData(app.db, auth, query));
  });
}
