import { z } from 'zod';
import { EDITOR_TYPES } from '../constants';
import { BlogRefSchema } from './blog';
import { NoteSchema, PhotoSchema, PostSchema } from './post';

/** POST /svc/media/upload answer: one stored file. `photo` is set for images. */
export const MediaUploadResponseSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'audio', 'video']),
  url: z.string(),
  photo: PhotoSchema.optional(),
});
export type MediaUploadResponse = z.infer<typeof MediaUploadResponseSchema>;

/** Upload limits, per kind, in bytes (the upload helper checks them before sending; the server again). */
export const UploadLimitsSchema = z.object({
  image: z.number().int().positive(),
  audio: z.number().int().positive(),
  video: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof UploadLimitsSchema>;

/** POST /svc/post/get_post_form_builder_data → response (spec 1 §7): channels merged by name, limits. */
export const PostFormBuilderDataSchema = z.object({
  channels: z.array(
    BlogRefSchema.extend({
      is_current: z.boolean(),
      is_primary: z.boolean(),
      twitter_send_posts: z.boolean(),
      facebook_opengraph_send_posts: z.boolean(),
    }),
  ),
  limits: z.object({
    photos_per_post: z.number().int().positive(),
    photo_caption: z.number().int().positive(),
    tags_per_post: z.number().int().positive(),
    upload_bytes: UploadLimitsSchema,
  }),
  default_editor_type: z.enum(EDITOR_TYPES),
});
export type PostFormBuilderData = z.infer<typeof PostFormBuilderDataSchema>;

/** POST /svc/post/fetch answer: the post, its spec 1 §7 form fields, and whether it opens for edit or reblog. */
export const PostFetchResponseSchema = z.object({
  post: PostSchema,
  form: z.record(z.string(), z.string()),
  mode: z.enum(['edit', 'reblog']),
});
export type PostFetchResponse = z.infer<typeof PostFetchResponseSchema>;

/**
 * POST /svc/post/get_video_data answer (spec 1 §3 "Embed result"). For known services the server
 * builds the embed from the URL alone. Unsupported embeds are built by the client:
 * unsupported=true, thumbnail=false, embed_render_context 'blank'.
 */
export const EmbedResultSchema = z.object({
  thumbnail: z.union([z.string(), z.literal(false)]),
  url: z.string(),
  preview_iframe: z.string().nullable(),
  embed_code: z.string(),
  embed_render_context: z.string(),
  provider: z.string().optional(),
  unsupported: z.boolean().optional(),
});
export type EmbedResult = z.infer<typeof EmbedResultSchema>;

/** POST /svc/post/opengraph { url } answer: what the link form pre-fills (designed here, spec 1 §5 "Loading OpenGraph data."). */
export const OpenGraphSchema = z.object({
  url: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  thumbnail: z.string().nullable(),
});
export type OpenGraph = z.infer<typeof OpenGraphSchema>;

/** One GIF of POST /svc/search/inline_gif (spec 1 §3 "GIF search result"). */
export const GifMediaSchema = z.object({
  mediaUrl: z.string(),
  postUrl: z.string(),
  rootPostUrl: z.string(),
  rootPostUrlHash: z.string(),
  rootBlog: z.string(),
  rootBlogUrl: z.string(),
  rootBlogKey: z.string(),
  postTags: z.array(z.string()),
  popularSearchTag: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  postBlog: z.string(),
  postId: z.string(),
  /**
   * The uuid of the blog that posted it (postBlog). Optional so answers of older servers still parse;
   * messaging offers only results that have it (spec 2 §5: a GIF needs a post id and a blog uuid).
   */
  blogUuid: z.string().optional(),
  /** The alt text of the GIF in the post it comes from (issue 13); '' when none. Absent from older servers. */
  alt: z.string().optional(),
});
export type GifMedia = z.infer<typeof GifMediaSchema>;

export const GifSearchResponseSchema = z.object({
  media: z.array(GifMediaSchema),
  message: z.object({ header: z.string(), body: z.string() }).nullable(),
});
export type GifSearchResponse = z.infer<typeof GifSearchResponseSchema>;

/** Counts of the acting blog after an action (fields ending _count, spec 1 §4). */
export const ContextCountsSchema = z.record(z.string(), z.number());

/** Post actions that change one post answer with the post as it is now (publish, answer, approve, reply, promote). */
export const PostActionResponseSchema = z.object({
  post: PostSchema,
  context_tumblelog: ContextCountsSchema.optional(),
  message: z.string().optional(),
});
export type PostActionResponse = z.infer<typeof PostActionResponseSchema>;

/**
 * POST /svc/reply answer: the action's answer and the note the reply became (the notes list shows
 * it). The server always sends `note`; a client reads the reply as sent without it (it was sent).
 */
export const ReplyResponseSchema = PostActionResponseSchema.extend({ note: NoteSchema.optional() });
export type ReplyResponse = z.infer<typeof ReplyResponseSchema>;

/** Actions that remove a post from a page (delete, deny_submission). */
export const PostRemovedResponseSchema = z.object({
  id: z.string(),
  context_tumblelog: ContextCountsSchema.optional(),
  message: z.string().optional(),
});
export type PostRemovedResponse = z.infer<typeof PostRemovedResponseSchema>;

/** /fast_reblog: the new reblog and the original, now with reblogged=true. */
export const FastReblogResponseSchema = z.object({
  created_post: PostSchema,
  post: PostSchema,
  context_tumblelog: ContextCountsSchema.optional(),
  message: z.string(),
});
export type FastReblogResponse = z.infer<typeof FastReblogResponseSchema>;

/** /svc/block/add and /svc/block/remove answer. */
export const BlockResponseSchema = z.object({ blocked: z.boolean(), tumblelog: z.string(), blocked_tumblelog: z.string() });
export type BlockResponse = z.infer<typeof BlockResponseSchema>;
