import { z } from 'zod';
import { ALL_POST_TYPES, EDITOR_TYPES, POST_STATES } from '../constants';
import { BlogRefSchema } from './blog';

export const PhotoVariantSchema = z.object({
  url: z.string(),
  type: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PhotoVariant = z.infer<typeof PhotoVariantSchema>;

export const PhotoSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string(),
  /**
   * Its description as the poster wrote it (issue 13): plain text, at most 1,000 characters, '' when
   * none (renders then describe it from what is known: describeImage). Absent from older servers.
   */
  alt: z.string().optional(),
  /** Smaller renditions, largest first. */
  alt_sizes: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
  /**
   * The same photo in modern formats for <picture> sources (`type` is a MIME type such as image/avif),
   * best format first, largest first within a format. Absent on photos stored before them and on GIFs.
   */
  variants: z.array(PhotoVariantSchema).optional(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const ChatLineSchema = z.object({ label: z.string(), phrase: z.string() });

/** Type-specific content. Every HTML field is sanitized by the server with the spec 1 §5 allow-list. */
export const PostContentSchema = z.object({
  title: z.string().optional(),
  body: z.string().optional(),
  photos: z.array(PhotoSchema).optional(),
  /** Photoset layout: digits giving the number of photos per row, e.g. "12". */
  layout: z.string().optional(),
  caption: z.string().optional(),
  quote: z.string().optional(),
  source: z.string().optional(),
  url: z.string().optional(),
  excerpt: z.string().optional(),
  author: z.string().optional(),
  thumbnail: z.string().optional(),
  chat: z.array(ChatLineSchema).optional(),
  audio: z
    .object({
      url: z.string(),
      track_title: z.string(),
      artist: z.string(),
      album: z.string(),
      album_art: z.string().nullable(),
    })
    .optional(),
  video: z
    .object({
      url: z.string().nullable(),
      hd_url: z.string().nullable(),
      poster: z.string().nullable(),
      width: z.number().int(),
      height: z.number().int(),
      duration: z.number(),
      embed_html: z.string().nullable(),
    })
    .optional(),
  question: z.string().optional(),
  asking_name: z.string().nullable().optional(),
  answer: z.string().optional(),
  /** What the author typed in html and markdown posts, by form field ('one', 'two', 'three'), so an edit reopens it as typed. */
  source_text: z.record(z.string(), z.string()).optional(),
});
export type PostContent = z.infer<typeof PostContentSchema>;

/**
 * One earlier post of a reblog's trail, oldest first (the root, then each reblogger who added
 * words). The reblogged post's own words are not an entry: they are its content's comment field
 * (`commentField`).
 */
export const ReblogTrailItemSchema = z.object({
  blog: BlogRefSchema,
  post_id: z.string(),
  /** That post's own words (sanitized HTML): the root's body, caption or answer, or a reblogger's comment. */
  html: z.string(),
  /**
   * The root entry only (the first): the original post's whole content, its media, question,
   * link or quote with `html` in its comment field, so the original's media belong to its entry.
   * Absent on other entries, and on answers from servers older than this field.
   */
  content: PostContentSchema.optional(),
  /**
   * The root entry only: the original post was edited after this reblog was made (issue 13), at this
   * time (seconds). The entry shows the version that was reblogged; absent when it was not edited since.
   */
  edited_after: z.number().int().optional(),
});

/** A post as the feed, post cards and post actions read it (spec 1 §3 "Post as read by post actions"). */
export const PostSchema = z.object({
  id: z.string(),
  type: z.enum(ALL_POST_TYPES),
  state: z.enum(POST_STATES),
  format: z.enum(EDITOR_TYPES),
  blog: BlogRefSchema,
  root_id: z.string(),
  reblog_key: z.string(),
  reblogged_from: BlogRefSchema.nullable(),
  trail: z.array(ReblogTrailItemSchema),
  timestamp: z.number().int(),
  publish_on: z.number().int().nullable(),
  tags: z.array(z.string()),
  slug: z.string(),
  post_url: z.string(),
  source_url: z.string().nullable(),
  content: PostContentSchema,
  note_count: z.number().int().nonnegative(),
  like_count: z.number().int().nonnegative(),
  reblog_count: z.number().int().nonnegative(),
  liked: z.boolean(),
  reblogged: z.boolean(),
  is_mine: z.boolean(),
  following: z.boolean(),
  can_like: z.boolean(),
  can_reblog: z.boolean(),
  /**
   * When the post was last edited after it was published (seconds; issue 13 "Edit history"), null
   * when never. Absent from older servers. `version_count` is how many earlier versions it keeps.
   */
  edited_at: z.number().int().nullable().optional(),
  version_count: z.number().int().nonnegative().optional(),
  /** Tags this post is promoted in (POST /svc/promote): shown first on those tagged pages. */
  promoted_tags: z.array(z.string()).optional(),
});
export type Post = z.infer<typeof PostSchema>;

/**
 * One earlier version of a published post (issue 13 "Edit history"): what the post was before an
 * edit replaced it: its content (title, body, media, captions, alt text) and tags.
 */
export const PostVersionSchema = z.object({
  id: z.string(),
  /** When this version began: the post's publication, or the edit that made it (seconds). */
  timestamp: z.number().int(),
  /** When the next edit replaced it (seconds). */
  replaced_at: z.number().int(),
  content: PostContentSchema,
  tags: z.array(z.string()),
});
export type PostVersion = z.infer<typeof PostVersionSchema>;

/**
 * GET /svc/post/versions?post_id=: the post as it is now and its earlier versions, newest first.
 * Visible to whoever may see the post; `can_delete` (the owner) says whether versions may be deleted.
 */
export const PostVersionsResponseSchema = z.object({
  post_id: z.string(),
  current: z.object({ timestamp: z.number().int(), content: PostContentSchema, tags: z.array(z.string()) }),
  versions: z.array(PostVersionSchema),
  can_delete: z.boolean(),
});
export type PostVersionsResponse = z.infer<typeof PostVersionsResponseSchema>;

/**
 * GET /svc/splash: the picture of the logged-out mobile drawer (spec 3 §2 "a splash image with a link
 * to the author of the splash post"): the newest public original photo post's first photo, with its
 * blog; null when there is none.
 */
export const SplashSchema = z.object({
  post_id: z.string(),
  post_url: z.string(),
  blog: BlogRefSchema,
  photo: PhotoSchema,
});
export type Splash = z.infer<typeof SplashSchema>;
export const SplashResponseSchema = z.object({ splash: SplashSchema.nullable() });
export type SplashResponse = z.infer<typeof SplashResponseSchema>;

/** The pages that have a post feed (GET /svc/post/{pageRoot}/{direction}/{refPostId}). */
/** 'explore' is every public post, newest first: what a logged-out visitor's dashboard shows. */
export const FEED_PAGES = ['dashboard', 'drafts', 'queue', 'inbox', 'tagged', 'likes', 'explore'] as const;
export type FeedPage = (typeof FEED_PAGES)[number];

export const FeedResponseSchema = z.object({
  posts: z.array(PostSchema),
  /** Pass as refPostId to get the next page; null when there is no more. */
  next_ref: z.string().nullable(),
});
export type FeedResponse = z.infer<typeof FeedResponseSchema>;

/** POST /svc/post/update answer (spec 1 §7 "Save response fields read"). */
export const SaveResponseSchema = z.object({
  post: z.object({ is_edit: z.boolean(), is_reblog: z.boolean() }),
  created_post: PostSchema,
  post_context_page: z.string(),
  message: z.string(),
  post_tumblelog: z.object({ name_or_id: z.string(), url: z.string(), avatar: z.string(), post_url: z.string() }),
  context_tumblelog: z.record(z.string(), z.number()),
});
export type SaveResponse = z.infer<typeof SaveResponseSchema>;

/** The kinds of note a post has (issue 10, "N notes"). */
export const NOTE_TYPES = ['like', 'reblog', 'reply'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** One note of a post (issue 10, "N notes"): a like, a reblog (with the reblogger's comment) or a reply. */
export const NoteSchema = z.object({
  /** Unique within the post's notes (`{type}:{row id}`): a list's key. */
  id: z.string(),
  type: z.enum(NOTE_TYPES),
  /** Unix seconds. */
  timestamp: z.number().int(),
  blog: BlogRefSchema,
  /** reply: the reply's text. */
  reply_text: z.string().optional(),
  /** reblog: the reblog post and the comment its blog added (plain text, may be empty). */
  reblog: z.object({ post_id: z.string(), post_url: z.string(), comment: z.string() }).optional(),
});
export type Note = z.infer<typeof NoteSchema>;

/** How many notes of each kind a post has, as its notes list shows them (blocked blogs left out). */
export const NoteCountsSchema = z.object({
  like: z.number().int().nonnegative(),
  reblog: z.number().int().nonnegative(),
  reply: z.number().int().nonnegative(),
});
export type NoteCounts = z.infer<typeof NoteCountsSchema>;

/**
 * GET /svc/post/notes: newest first (of one `type` when asked); `next` is the cursor of the next
 * page (null at the end); `counts` are every kind's, whatever `type` was asked.
 */
export const NotesResponseSchema = z.object({
  notes: z.array(NoteSchema),
  note_count: z.number().int().nonnegative(),
  counts: NoteCountsSchema,
  next: z.string().nullable(),
});
export type NotesResponse = z.infer<typeof NotesResponseSchema>;

/**
 * POST /svc/post/ask answer (spec 3 §7 reads only errors[]): the blog the question went to, by its
 * name, and whether the asker was left out.
 */
export const AskResponseSchema = z.object({
  sent: z.literal(true),
  recipient: z.string(),
  anonymous: z.boolean(),
});
export type AskResponse = z.infer<typeof AskResponseSchema>;
