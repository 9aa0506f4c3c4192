import { z } from 'zod';
import { BlogRefSchema } from './blog';

export const MESSAGE_TYPES = ['TEXT', 'POSTREF', 'IMAGE'] as const;

export const ParticipantSchema = BlogRefSchema.extend({
  description: z.string(),
  can_receive_messages: z.boolean(),
  is_blog_following_you: z.boolean(),
  is_following_blog: z.boolean(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const MessageSchema = z.object({
  conversation_id: z.string(),
  type: z.enum(MESSAGE_TYPES),
  /** Identifier and timestamp in milliseconds, as a string. */
  ts: z.string(),
  /** The message's own id (unique across conversations): message controls delete and report it by this. */
  id: z.string().optional(),
  participant: z.string(),
  content: z.object({ text: z.string() }).optional(),
  post: z
    .object({
      id: z.string(),
      blog_name: z.string(),
      type: z.string(),
      summary: z.string(),
      post_url: z.string(),
      state: z.string(),
      /** Spec 2 §3 Post reference: the post's first image at its smallest size (absent without one). */
      thumbnail_url: z.string().optional(),
      thumbnail_width: z.number().int().positive().optional(),
      thumbnail_height: z.number().int().positive().optional(),
      /** Photo posts: how many photos (more than one is a photoset). */
      photo_count: z.number().int().nonnegative().optional(),
    })
    .optional(),
  image: z
    .object({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      /** Spec 2 §3 Image (IMAGE messages sent as uploads): the renditions, largest first, and the largest. */
      alt_sizes: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })).optional(),
      original_size: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).optional(),
      /** The sender's description of the image (issue 13); '' when none. Absent from older servers. */
      alt: z.string().optional(),
    })
    .optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  status: z.string(),
  last_modified_ts: z.number(),
  last_read_ts: z.number(),
  participants: z.array(ParticipantSchema),
  unread_messages_count: z.number().int().nonnegative(),
  can_send: z.boolean(),
  is_possible_spam: z.boolean(),
  is_blurred_images: z.boolean(),
  last_message: MessageSchema.nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /svc/conversations?participant={blog uuid} */
export const ConversationsResponseSchema = z.object({
  conversations: z.array(ConversationSchema),
  _links: z.object({ next: z.object({ href: z.string() }).optional() }).optional(),
});
export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

/**
 * GET /services/poll?token=&unread_messages=true&mention_keys=a,b: unread counts per mention key and
 * conversation, read from precomputed counters. An `error` flag means "ignore this answer".
 */
export const PollResponseSchema = z.object({
  unread_messages: z.record(z.string(), z.record(z.string(), z.number().int().nonnegative())).optional(),
  error: z.boolean().optional(),
});
export type PollResponse = z.infer<typeof PollResponseSchema>;

/**
 * GET /svc/conversations/participant_info?q={blog uuid}&participant={own blog uuid}: the other blog as the
 * icebreakers show it. Durations are seconds since the follow began (0 when there is no follow);
 * blog_tags are the blog's most used tags.
 */
export const ParticipantInfoSchema = BlogRefSchema.extend({
  /** The avatar's URL (the same as avatar_url). */
  avatar: z.string(),
  description: z.string(),
  is_blog_following_you: z.boolean(),
  is_following_blog: z.boolean(),
  duration_blog_following_you: z.number().int().nonnegative(),
  duration_following_blog: z.number().int().nonnegative(),
  blog_tags: z.array(z.string()),
});
export type ParticipantInfo = z.infer<typeof ParticipantInfoSchema>;

/** GET /svc/conversations/messages: a page of messages, oldest first (the fetch marks the conversation read). */
export const MessagesResponseSchema = z.object({
  conversation: ConversationSchema,
  messages: z.object({ data: z.array(MessageSchema) }),
  _links: z.object({ previous: z.object({ href: z.string() }).optional() }).optional(),
});
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>;

/** POST /svc/conversations/messages: the saved message and the conversation (created by a first message). */
export const SendMessageResponseSchema = z.object({
  messages: z.object({ data: z.array(MessageSchema) }),
  conversation: ConversationSchema,
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** GET /svc/tumblelog_popover/{name}, as messaging reads it: the blog's identity (its uuid opens a conversation). */
export const MessagingBlogLookupSchema = z.object({ tumblelog: BlogRefSchema });
export type MessagingBlogLookup = z.infer<typeof MessagingBlogLookupSchema>;
