import { PollQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/app/auth';
import { poll } from '../../services/messaging';

export default async function servicesRoutes(app: FastifyInstance) {
  app.get('/services/poll', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: PollQuerySchema });
    return ok(await poll(app.db, auth, query));
  });
}
