import { z } from 'zod';
import { MESSAGING } from '../constants';
import { digits, REQUEST_MAX, text, textList } from './fields';

const { name, flag } = REQUEST_MAX;
/** Blog uuids of a conversation (a group chat is small). */
const participants = textList(name, 50).optional();

/** GET /svc/conversations. `before` is `<ts>_<id>` from _links.next.href. */
export const InboxQuerySchema = z.object({ participant: text(name).optional(), before: text(64).optional() });

/** GET and DELETE /svc/conversations/messages. */
export const MessagesQuerySchema = z.object({
  conversation_id: digits().optional(),
  participant: text(name).optional(),
  participants,
  'participants[]': participants,
  before: digits().optional(),
  limit: digits().optional(),
});

/** POST /svc/conversations/messages (TEXT, or POSTREF with post). */
export const SendMessageRequestSchema = z.object({
  conversation_id: digits().optional(),
  participant: text(name).optional(),
  participants,
  'participants[]': participants,
  type: text(flag).optional(),
  // The compose limit is the client's; the server allows some room for what the client counts differently.
  message: text(MESSAGING.composeMax * 4).optional(),
  post: digits().optional(),
});

/** GET /svc/conversations/participant_suggestions. */
export const ParticipantSuggestionsQuerySchema = z.object({
  q: text(name).optional(),
  participant: text(name).optional(),
  limit: digits().optional(),
});

/** GET /services/poll. */
export const PollQuerySchema = z.object({
  token: text(name).optional(),
  unread_messages: text(flag).optional(),
  mention_keys: text(REQUEST_MAX.text).optional(),
});
