import { API_ROUTES, ParticipantSchema, type ApiClient, type Participant } from '@dash/shared-contracts';

/** The list is under `blogs` (our server) or is the body itself (spec 2 §7): both are read. */
const SuggestionsSchema = ParticipantSchema.pick({}).extend({ blogs: ParticipantSchema.array() }).or(ParticipantSchema.array());

/** Default number of favourites (spec 2 §7/§9). */
export const FAVORITES_LIMIT = 8;

/**
 * GET /svc/conversations/participant_suggestions (spec 2 §7): with `q`, blogs matching it; without,
 * the favourites (`limit`, `include_recent`). `participant` is the own blog talking.
 */
export function getParticipantSuggestions(
  api: ApiClient,
  params: { participant: string; q?: string; limit?: number },
  signal?: AbortSignal,
): Promise<Participant[]> {
  const query: Record<string, string> = { participant: params.participant };
  if (params.q) query.q = params.q;
  else {
    query.limit = String(params.limit ?? FAVORITES_LIMIT);
    query.include_recent = 'true';
  }
  return api
    .get(API_ROUTES.participantSuggestions, { query, schema: SuggestionsSchema, signal })
    .then((answer) => (Array.isArray(answer) ? answer : answer.blogs));
}
