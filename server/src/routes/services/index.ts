import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { requireAuth } from '../../plugins/app/auth';
import { poll } from '../../services/messaging';

export default async function servicesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string; unread_messages?: string; mention_keys?: string } }>(
    '/services/poll',
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await poll(app.db, requireAuth(request), request.query));
    },
  );
}
