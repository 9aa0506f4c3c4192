import { API_ROUTES, SendMessageResponseSchema, type ApiClient, type SendMessageResponse } from '@dash/shared-contracts';
import type { ConversationTarget } from './conversation-api';
import { sendableContext } from '../state/image-rules';

/**
 * POST /svc/conversations/messages as multipart (spec 2 §7, server README "Images"): the file in the
 * field `data`, the other fields as text parts, type IMAGE; the context only when sendable (spec 2 §5).
 */
export function sendImage(
  api: ApiClient,
  t: ConversationTarget,
  image: { file: File; context?: string },
): Promise<SendMessageResponse> {
  const body = new FormData();
  if (t.id) body.append('conversation_id', t.id);
  else body.append('participants', t.otherUuids.join(','));
  body.append('participant', t.selfUuid);
  body.append('type', 'IMAGE');
  const context = sendableContext(image.context);
  if (context) body.append('context', context);
  body.append('data', image.file, image.file.name);
  return api.post(API_ROUTES.messages, { body, schema: SendMessageResponseSchema });
}
