import { z } from 'zod';
import { MESSAGING } from '../constants';
import { altText, digits, oneOf, REQUEST_MAX, text, textList } from './fields';

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

/**
 * POST /svc/conversations/messages: TEXT, POSTREF with `post`, or IMAGE: an uploaded photo (multipart,
 * the file in `data`) or a GIF picked from the GIF search (form or JSON, `gif_post_id` and `gif_url`).
 */
export const SendMessageRequestSchema = z.object({
  conversation_id: digits().optional(),
  participant: text(name).optional(),
  participants,
  'participants[]': participants,
  type: text(flag).optional(),
  // The compose limit is the client's; the server allows some room for what the client counts differently.
  message: text(MESSAGING.composeMax * 4).optional(),
  post: digits().optional(),
  /** Where the message was composed (spec 2 §5: post-chrome, messaging-gif, messaging-image-upload). */
  context: text(name).optional(),
  /**
   * IMAGE from the GIF search (spec 2 §1, §5), with `gif_url`: the post the GIF was found in (GifMedia
   * postId). The post must be published and visible to the sender.
   */
  gif_post_id: digits().optional(),
  /**
   * The chosen GIF's URL exactly as the search answered it (GifMedia mediaUrl): it must be one of that
   * post's own GIFs stored on the platform. The server stores the image from its media row (the 250 px
   * rendition when there is one), never fetching the URL.
   */
  gif_url: text(REQUEST_MAX.url).optional(),
  /** IMAGE messages (an upload or a GIF): the image's alt text (issue 13), at most 1,000 characters. */
  alt: altText().optional(),
});

/**
 * DELETE /svc/conversations/message (message controls, spec 3 §2 screen 13): deletes one message for
 * the acting blog only. `message_id` is the message's `id` (MessageSchema).
 */
export const DeleteMessageQuerySchema = z.object({
  message_id: digits().refine((v) => v.trim() !== '', 'Which message? message_id is missing.'),
  participant: text(name).optional(),
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

/** POST /svc/conversations/flag: spam (block, report, leave) or unblur (this participant's view). */
export const FlagConversationRequestSchema = z.object({
  conversation_id: digits().refine((v) => v.trim() !== '', 'Which conversation? conversation_id is missing.'),
  participant: text(name).optional(),
  context: text(name).optional(),
  type: oneOf(['spam', 'unblur']),
});

/** GET /svc/conversations/participant_info: q is the other blog's uuid, participant the acting blog's. */
export const ParticipantInfoQuerySchema = z.object({
  q: text(name).refine((v) => v.trim() !== '', 'Which Tumblr? q is missing.'),
  participant: text(name).optional(),
});

/** POST /svc/conversations/tutorial_seen: nothing but the form key. */
export const TutorialSeenRequestSchema = z.object({});

/** POST /svc/conversations/settings: the acting blog's messaging settings. */
export const MessagingSettingsRequestSchema = z.object({
  participant: text(name).optional(),
  /** 1/true/on/yes: only blogs the owner follows may message this blog (428 for others). */
  messages_from_followed_only: text(REQUEST_MAX.flag),
});
