import { API_ROUTES, ParticipantSchema, type ApiClient, type Participant } from '@dash/shared-contracts';
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
 * POST /svc/conversations/messages: a POSTREF of the post with the optional text, from `sender` to
 * `recipient`; the server continues their conversation or starts one (spec 3 §3 "Messaging share
 * conversation"). `context` is post-chrome (spec 2 §5: a message composed from a post).
 */
export function sendPostMessage(
  api: ApiClient,
  input: { senderUuid: string; recipientUuid: string; postId: string; text: string },
): Promise<unknown> {
  const form: Record<string, string | string[]> = {
    participant: input.senderUuid,
    'participants[]': [input.senderUuid, input.recipientUuid],
    type: 'POSTREF',
    post: input.postId,
    context: 'post-chrome',
  };
  if (input.text.trim()) form.message = input.text;
  return api.post(API_ROUTES.messages, { form });
}
