import {
  API_ROUTES,
  ParticipantSchema,
  SendMessageResponseSchema,
  type ApiClient,
  type Participant,
} from '@dash/shared-contracts';
import { FAVORITES_LIMIT } from '../state/messaging-share-rules';

/** The list is under `blogs` (our server) or is the body itself (spec 2 §7): both are read. */
const SuggestionsSchema = ParticipantSchema.pick({}).extend({ blogs: ParticipantSchema.array() }).or(ParticipantSchema.array());

/**
 * GET /svc/conversations/participant_suggestions: without `q` the sender's 10 favourites (spec 3 §9,
 * recent ones included), with `q` the blogs matching it. `participant` is the sending blog's uuid.
 */
export function getRecipients(
  api: ApiClient,
  params: { participant: string; q: string },
  signal?: AbortSignal,
): Promise<Participant[]> {
  const query: Record<string, string> = params.q
    ? { participant: params.participant, q: params.q }
    : { participant: params.participant, limit: String(FAVORITES_LIMIT), include_recent: 'true' };
  return api
    .get(API_ROUTES.participantSuggestions, { query, schema: SuggestionsSchema, signal })
    .then((answer) => (Array.isArray(answer) ? answer : answer.blogs));
}

/**
 * The messaging share conversation (spec 3 §3): a post message (POSTREF), then the optional text as a
 * message of its own, both `POST /svc/conversations/messages` with context post-chrome (spec 2 §5: a
 * message composed from a post). The first continues the sender's conversation with the recipient or
 * starts one; the text goes to that conversation by id. Answers which part failed, if any.
 */
export async function sendPostMessage(
  api: ApiClient,
  input: { senderUuid: string; recipientUuid: string; postId: string; text: string },
): Promise<{ textError: unknown }> {
  const sent = await api.post(API_ROUTES.messages, {
    form: {
      participant: input.senderUuid,
      'participants[]': [input.senderUuid, input.recipientUuid],
      type: 'POSTREF',
      post: input.postId,
      context: 'post-chrome',
    },
    schema: SendMessageResponseSchema,
  });
  if (!input.text.trim()) return { textError: null };
  try {
    await api.post(API_ROUTES.messages, {
      form: {
        participant: input.senderUuid,
        conversation_id: sent.conversation.id,
        type: 'TEXT',
        message: input.text,
        context: 'post-chrome',
      },
      schema: SendMessageResponseSchema,
    });
    return { textError: null };
  } catch (error) {
    return { textError: error };
  }
}
