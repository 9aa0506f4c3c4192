import {
  API_ROUTES,
  BlockResponseSchema,
  ParticipantInfoSchema,
  type ApiClient,
  type BlockResponse,
  type ParticipantInfo,
} from '@dash/shared-contracts';

/** DELETE /svc/conversations/messages: the conversation leaves this blog's inbox (spec 2 §6 Delete). */
export function deleteConversation(api: ApiClient, conversationId: string, selfUuid: string): Promise<unknown> {
  return api.delete(API_ROUTES.messages, { query: { conversation_id: conversationId, participant: selfUuid } });
}

/** DELETE /svc/conversations/message: one message, for this blog only (message controls' Delete). */
export function deleteMessage(api: ApiClient, messageId: string, selfUuid: string): Promise<unknown> {
  return api.delete(API_ROUTES.deleteMessage, { query: { message_id: messageId, participant: selfUuid } });
}

/** POST /svc/conversations/flag: spam (blocks, reports and leaves) or unblur (this blog's view of the images). */
export function flagConversation(
  api: ApiClient,
  conversationId: string,
  selfUuid: string,
  type: 'spam' | 'unblur',
): Promise<unknown> {
  return api.post(API_ROUTES.conversationFlag, {
    form: { conversation_id: conversationId, participant: selfUuid, context: 'inline', type },
  });
}

/** GET /svc/conversations/participant_info: the other blog as the icebreakers show it. */
export function getParticipantInfo(
  api: ApiClient,
  otherUuid: string,
  selfUuid: string,
  signal?: AbortSignal,
): Promise<ParticipantInfo> {
  return api.get(API_ROUTES.participantInfo, {
    query: { q: otherUuid, participant: selfUuid },
    schema: ParticipantInfoSchema,
    signal,
  });
}

/** POST /svc/conversations/tutorial_seen (nothing but the form key). */
export function markTutorialSeen(api: ApiClient): Promise<unknown> {
  return api.post(API_ROUTES.tutorialSeen, { form: {} });
}

/** POST /svc/block/add: the conversation's own blog (`tumblelog`, a name) blocks `name`. */
export function blockSender(api: ApiClient, tumblelog: string, name: string): Promise<BlockResponse> {
  return api.post(API_ROUTES.blockAdd, {
    form: { tumblelog, blocked_tumblelog: name, block_context: 'messaging' },
    schema: BlockResponseSchema,
  });
}
