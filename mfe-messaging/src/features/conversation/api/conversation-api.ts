import {
  API_ROUTES,
  MessagesResponseSchema,
  MessagingBlogLookupSchema,
  PollResponseSchema,
  SendMessageResponseSchema,
  type ApiClient,
  type BlogRef,
  type MessagesResponse,
  type PollResponse,
  type SendMessageResponse,
} from '@dash/shared-contracts';

/** Who a conversation is: its id, or (not created yet) the other blogs' uuids. */
export interface ConversationTarget {
  id: string | null;
  selfUuid: string;
  otherUuids: readonly string[];
}

function target(t: ConversationTarget): Record<string, string> {
  return t.id
    ? { conversation_id: t.id, participant: t.selfUuid }
    : { participants: t.otherUuids.join(','), participant: t.selfUuid };
}

/** GET /svc/conversations/messages (spec 2 §7). The server marks the conversation read. */
export function getMessages(
  api: ApiClient,
  t: ConversationTarget,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<MessagesResponse> {
  const query: Record<string, string> = target(t);
  if (options.limit) query.limit = String(options.limit);
  return api.get(API_ROUTES.messages, { query, schema: MessagesResponseSchema, signal: options.signal });
}

/** POST /svc/conversations/messages, form-encoded: a TEXT message; a first message creates the conversation. */
export function sendText(api: ApiClient, t: ConversationTarget, text: string): Promise<SendMessageResponse> {
  const form: Record<string, string | string[]> = t.id
    ? { conversation_id: t.id, participant: t.selfUuid, type: 'TEXT', message: text }
    : { participants: [...t.otherUuids], participant: t.selfUuid, type: 'TEXT', message: text };
  return api.post(API_ROUTES.messages, { form, schema: SendMessageResponseSchema });
}

/** GET /services/poll for one blog's mention key: that blog's unread count per conversation. */
export function pollConversations(api: ApiClient, pollingToken: string, mentionKey: string): Promise<PollResponse> {
  return api.get(API_ROUTES.poll, {
    query: { token: pollingToken, unread_messages: true, mention_keys: mentionKey },
    schema: PollResponseSchema,
  });
}

/** The blog popover data by name (spec 2 §2 routes): the blog with its uuid, or null if it has none. */
export async function lookUpBlog(api: ApiClient, name: string): Promise<BlogRef | null> {
  const answer = await api.get(API_ROUTES.blogPopover(name), { schema: MessagingBlogLookupSchema });
  return answer.tumblelog.uuid ? answer.tumblelog : null;
}

/** Spec 2 §9: the unread fetch size. */
export function unreadFetchSize(unread: number): number {
  return Math.min(10, unread + 5);
}
