import { PollQuerySchema, REQUEST_MAX } from '@dash/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PollCountersRow } from '../../repositories/poll-counters';
import { okJson } from '../../lib/envelope';
import { parsePlainTextQuery } from '../../lib/validate';
import { sessionTokenHash } from '../../plugins/app/auth';
import { pollJson, pollSession, pollSessionNow } from '../../services/messaging';

/** PollQuerySchema's fields and their text() bounds (routes/services/poll.test.ts holds them equal). */
export const POLL_QUERY_LIMITS = { token: REQUEST_MAX.name, unread_messages: REQUEST_MAX.flag, mention_keys: REQUEST_MAX.text };

/** The poll's answer once its session is read: the query checked (400), then the counters (403s). */
function answerPoll(request: FastifyRequest, reply: FastifyReply, session: PollCountersRow): void {
  const query = parsePlainTextQuery(request, PollQuerySchema, POLL_QUERY_LIMITS);
  reply.type('application/json; charset=utf-8').send(okJson(pollJson(session, query)));
}

export default async function servicesRoutes(app: FastifyInstance) {
  // The session is read by the poll's own one statement, with the counters (ownSessionLookup).
  // Not an async handler (issue 8): when the database connection is idle the read runs at once
  // and the answer is sent in the same pass, with no promise; otherwise it waits its turn through
  // Kysely. Either way: 401 without a live session, then 400 for the query, then the 403s.
  app.get('/services/poll', { config: { ownSessionLookup: true } }, (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const tokenHash = sessionTokenHash(request);
    const session = pollSessionNow(app.db, tokenHash);
    if (session) return answerPoll(request, reply, session);
    return pollSession(app.db, tokenHash).then((waited) => answerPoll(request, reply, waited));
  });
}
