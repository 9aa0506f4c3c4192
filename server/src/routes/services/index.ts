import { PollQuerySchema, REQUEST_MAX } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { okJson } from '../../lib/envelope';
import { parsePlainTextQuery } from '../../lib/validate';
import { sessionTokenHash } from '../../plugins/app/auth';
import { pollJson, pollSession } from '../../services/messaging';

/** PollQuerySchema's fields and their text() bounds (routes/services/poll.test.ts holds them equal). */
export const POLL_QUERY_LIMITS = { token: REQUEST_MAX.name, unread_messages: REQUEST_MAX.flag, mention_keys: REQUEST_MAX.text };

export default async function servicesRoutes(app: FastifyInstance) {
  // The session is read by the poll's own one statement, with the counters (ownSessionLookup).
  app.get('/services/poll', { config: { ownSessionLookup: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const session = await pollSession(app.db, sessionTokenHash(request));
    const query = parsePlainTextQuery(request, PollQuerySchema, POLL_QUERY_LIMITS);
    return reply.type('application/json; charset=utf-8').send(okJson(pollJson(session, query)));
  });
}
