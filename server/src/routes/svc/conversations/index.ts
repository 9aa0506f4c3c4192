import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/app/auth';
import {
  inbox,
  leaveConversation,
  readMessages,
  sendMessage,
  type MessagesQuery,
  type SendInput,
} from '../../../services/messaging';
import { participantSuggestions } from '../../../services/participant-suggestions';

export default async function conversationRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get<{ Querystring: { participant?: string; before?: string } }>('/svc/conversations', async (request) =>
    ok(await inbox(app.db, requireAuth(request), request.query)),
  );

  app.get<{ Querystring: MessagesQuery }>('/svc/conversations/messages', async (request) =>
    ok(await readMessages(app.db, requireAuth(request), request.query)),
  );

  app.post('/svc/conversations/messages', async (request) =>
    ok(await sendMessage(app.db, requireAuth(request), (request.body ?? {}) as SendInput)),
  );

  app.delete<{ Querystring: MessagesQuery }>('/svc/conversations/messages', async (request) =>
    ok(await leaveConversation(app.db, requireAuth(request), request.query)),
  );

  app.get<{ Querystring: { q?: string; participant?: string; limit?: string } }>(
    '/svc/conversations/participant_suggestions',
    async (request) => ok(await participantSuggestions(app.db, requireAuth(request), request.query)),
  );
}
