import {
  InboxQuerySchema,
  MessagesQuerySchema,
  ParticipantSuggestionsQuerySchema,
  SendMessageRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { inbox, leaveConversation, readMessages, sendMessage } from '../../../services/messaging';
import { participantSuggestions } from '../../../services/participant-suggestions';

export default async function conversationRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/svc/conversations', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: InboxQuerySchema });
    return ok(await inbox(app.db, auth, query));
  });

  app.get('/svc/conversations/messages', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: MessagesQuerySchema });
    return ok(await readMessages(app.db, auth, query));
  });

  app.post('/svc/conversations/messages', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: SendMessageRequestSchema });
    return ok(await sendMessage(app.db, auth, body));
  });

  app.delete('/svc/conversations/messages', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: MessagesQuerySchema });
    return ok(await leaveConversation(app.db, auth, query));
  });

  app.get('/svc/conversations/participant_suggestions', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: ParticipantSuggestionsQuerySchema });
    return ok(await participantSuggestions(app.db, auth, query));
  });
}
