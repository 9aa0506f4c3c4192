import {
  DeleteMessageQuerySchema,
  FlagConversationRequestSchema,
  InboxQuerySchema,
  MessagesQuerySchema,
  MessagingSettingsRequestSchema,
  ParticipantInfoQuerySchema,
  ParticipantSuggestionsQuerySchema,
  SendMessageRequestSchema,
  TutorialSeenRequestSchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { parseRequest, validate } from '../../../lib/validate';
import { requireAuth } from '../../../plugins/app/auth';
import { deleteMessageForBlog, inbox, leaveConversation, readMessages, sendMessage } from '../../../services/messaging';
import { readUploadWithFields } from '../../../services/media/read-upload';
import { flagConversation, participantInfo, tutorialSeen, updateMessagingSettings } from '../../../services/messaging-actions';
import { participantSuggestions } from '../../../services/participant-suggestions';
import { GIFS_OFF, messageImageTooBig, PHOTOS_OFF, prepareMessageImage } from './message-image';

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

  /**
   * A form or JSON body (TEXT, POSTREF, or an IMAGE picked from the GIF search: `gif_post_id` and
   * `gif_url`), or multipart with the file `data` and the same fields as text parts (an uploaded IMAGE):
   * the fields go through the same schema, the file through the upload's checks.
   */
  app.post('/svc/conversations/messages', async (request) => {
    const auth = requireAuth(request);
    const options = { newConversationsPerDay: app.config.newConversationsPerDay };
    const { features, image_upload_limit_bytes: limit } = app.config.messaging;
    if (!request.isMultipart()) {
      const { body } = parseRequest(request, { body: SendMessageRequestSchema });
      if ((body.gif_post_id !== undefined || body.gif_url !== undefined) && !features.gif_search) throw forbidden(GIFS_OFF);
      return ok(await sendMessage(app.db, auth, body, options));
    }
    if (!features.send_photos) throw forbidden(PHOTOS_OFF);
    const { file, fields } = await readUploadWithFields(request, messageImageTooBig);
    const body = validate(SendMessageRequestSchema, fields);
    const prepared = await prepareMessageImage(file, limit);
    return ok(await sendMessage(app.db, auth, body, { ...options, image: { prepared, mediaDir: app.media.dir } }));
  });

  app.delete('/svc/conversations/messages', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: MessagesQuerySchema });
    return ok(await leaveConversation(app.db, auth, query));
  });

  /** Message controls' Delete: one message, for the acting blog only. */
  app.delete('/svc/conversations/message', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: DeleteMessageQuerySchema });
    return ok(await deleteMessageForBlog(app.db, auth, query));
  });

  app.post('/svc/conversations/flag', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: FlagConversationRequestSchema });
    return ok(await flagConversation(app.db, auth, body));
  });

  app.get('/svc/conversations/participant_info', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: ParticipantInfoQuerySchema });
    return ok(await participantInfo(app.db, auth, query));
  });

  app.post('/svc/conversations/tutorial_seen', async (request) => {
    const auth = requireAuth(request);
    parseRequest(request, { body: TutorialSeenRequestSchema });
    return ok(await tutorialSeen(app.db, auth));
  });

  app.post('/svc/conversations/settings', async (request) => {
    const auth = requireAuth(request);
    const { body } = parseRequest(request, { body: MessagingSettingsRequestSchema });
    return ok(await updateMessagingSettings(app.db, auth, body));
  });

  app.get('/svc/conversations/participant_suggestions', async (request) => {
    const auth = requireAuth(request);
    const { query } = parseRequest(request, { query: ParticipantSuggestionsQuerySchema });
    return ok(await participantSuggestions(app.db, auth, query));
  });
}
