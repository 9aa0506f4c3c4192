import { API_ROUTES, SendMessageResponseSchema, type ApiClient, type SendMessageResponse } from '@dash/shared-contracts';
import type { ConversationTarget } from './conversation-api';
import { sendableContext, type GifPreview, type PreviewImage } from '../state/image-rules';

/**
 * POST /svc/conversations/messages as multipart (spec 2 §7, server README "Images"): the file in the
 * field `data`, the other fields as text parts, type IMAGE; the context only when sendable (spec 2 §5);
 * the alt text (issue 13) as the part `alt` when one was written.
 */
export function sendImage(
  api: ApiClient,
  t: ConversationTarget,
  image: { file: File; context?: string; alt?: string },
): Promise<SendMessageResponse> {
  const body = new FormData();
  if (t.id) body.append('conversation_id', t.id);
  else body.append('participants', t.otherUuids.join(','));
  body.append('participant', t.selfUuid);
  body.append('type', 'IMAGE');
  const context = sendableContext(image.context);
  if (context) body.append('context', context);
  // Issue 13: the description, a text part before the file (the server reads the fields first).
  const alt = image.alt?.trim();
  if (alt) body.append('alt', alt);
  body.append('data', image.file, image.file.name);
  return api.post(API_ROUTES.messages, { body, schema: SendMessageResponseSchema });
}

/**
 * POST /svc/conversations/messages form-encoded, type IMAGE, for a GIF from the search: no file, but
 * the reference the server checks and stores from its own media, `gif_post_id` (the result's post)
 * and `gif_url` (its media URL as the search answered it).
 */
export function sendGif(api: ApiClient, t: ConversationTarget, gif: GifPreview): Promise<SendMessageResponse> {
  const form: Record<string, string | string[]> = t.id
    ? { conversation_id: t.id, participant: t.selfUuid }
    : { participants: [...t.otherUuids], participant: t.selfUuid };
  form.type = 'IMAGE';
  const context = sendableContext(gif.context);
  if (context) form.context = context;
  form.gif_post_id = gif.postId;
  form.gif_url = gif.url;
  const alt = gif.alt.trim();
  if (alt) form.alt = alt;
  return api.post(API_ROUTES.messages, { form, schema: SendMessageResponseSchema });
}

/** The preview's IMAGE message: a photo as multipart, a GIF by reference. */
export function sendPreviewImage(api: ApiClient, t: ConversationTarget, image: PreviewImage): Promise<SendMessageResponse> {
  return image.kind === 'gif' ? sendGif(api, t, image) : sendImage(api, t, image);
}
