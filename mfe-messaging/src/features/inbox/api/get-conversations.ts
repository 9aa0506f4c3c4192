import { API_ROUTES, ConversationsResponseSchema, type ApiClient, type ConversationsResponse } from '@dash/shared-contracts';

/**
 * GET /svc/conversations (spec 2 §7): one page of a blog's inbox. The next page is named by the
 * previous answer's `_links.next.href`; its query parameters are sent to the same endpoint.
 */
export function getConversations(
  api: ApiClient,
  participantUuid: string,
  nextHref?: string,
  signal?: AbortSignal,
): Promise<ConversationsResponse> {
  const query: Record<string, string> = {};
  if (nextHref) new URL(nextHref, 'http://link.invalid').searchParams.forEach((value, key) => (query[key] = value));
  query.participant = participantUuid;
  return api.get(API_ROUTES.conversations, { query, schema: ConversationsResponseSchema, signal });
}
