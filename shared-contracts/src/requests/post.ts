import { z } from 'zod';
import { askQuestionProblem, cleanQuestion } from '../ask-rules';
import { FEED_PAGES, NOTE_TYPES } from '../schemas/post';
import { ALT_TEXT } from '../constants';
import { altText, asObject, digits, flag, flattenGroups, oneOf, REQUEST_MAX, requireOneOf, text } from './fields';

const { body, text: line, url, name, flag: code } = REQUEST_MAX;

/** The JSON groups of the post form: `{ post: { one } }` is read as `post[one]`. */
export const POST_FORM_GROUPS = ['post', 'images', 'caption', 'alt', 'id3_tags', 'is_rich_text'] as const;

/** editor_type: the names, or the legacy digits 0/1/2 (rich/html/markdown); empty = the user's default. */
export const EDITOR_TYPE_VALUES = ['', 'rich', 'html', 'markdown', '0', '1', '2'] as const;

/**
 * POST /svc/post/update (spec 1 §7), the post form's wire payload: flat form keys. Photos are
 * `images[<key>]` (an upload id or a URL) with `caption[<key>]` and `alt[<key>]` (its alt text, at
 * most 1,000 characters: issue 13), in `post[photoset_order]`; the type,
 * state and slot rules are the server's (it knows the post being edited).
 */
export const PostUpdateFieldsSchema = z
  .object({
    channel_id: text(name),
    post_id: digits().optional(),
    edit_post_id: digits().optional(),
    'post[type]': text(code).optional(),
    'post[one]': text(body).optional(),
    'post[two]': text(body).optional(),
    'post[three]': text(body).optional(),
    'post[state]': text(code).optional(),
    'post[publish_on]': text(64).optional(),
    /** A comma list, normalised by normalizeTags on both sides. */
    'post[tags]': text(line).optional(),
    'post[source_url]': text(url).optional(),
    'post[slug]': text(name).optional(),
    'post[photoset_order]': text(line).optional(),
    'post[photoset_layout]': text(64).optional(),
    'is_rich_text[one]': flag().optional(),
    'is_rich_text[two]': flag().optional(),
    'is_rich_text[three]': flag().optional(),
    editor_type: oneOf([...EDITOR_TYPE_VALUES]).optional(),
    preuploaded_url: text(url).optional(),
    embed_code: text(line).optional(),
    confirm_tos: flag().optional(),
    'id3_tags[title]': text(line).optional(),
    'id3_tags[artist]': text(line).optional(),
    'id3_tags[album]': text(line).optional(),
    album_art: text(url).optional(),
    excerpt: text(line).optional(),
    author: text(line).optional(),
    thumbnail: text(url).optional(),
    remove_thumbnail: flag().optional(),
    is_reblog: flag().optional(),
    reblog_key: text(name).optional(),
    reblog_post_id: digits().optional(),
    context_page: text(name).optional(),
  })
  // images[<key>], caption[<key>] and alt[<key>] are open-ended; every other field the form may add is text too.
  .catchall(text(url))
  .superRefine((fields, ctx) => {
    for (const [key, value] of Object.entries(fields)) {
      if (!key.startsWith('alt[') || typeof value !== 'string') continue;
      const parsed = altText().safeParse(value);
      if (!parsed.success) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: ALT_TEXT.tooLong });
    }
  });
export type PostUpdateRequest = z.infer<typeof PostUpdateFieldsSchema>;

/** The schema the server parses with: nested JSON groups flattened first. */
export const PostUpdateRequestSchema = z.preprocess((v) => flattenGroups(POST_FORM_GROUPS)(asObject(v)), PostUpdateFieldsSchema);

/** POST /svc/post/fetch: a post to open in the form (post_id or id; reblog_key when reblogging). */
export const PostFetchRequestSchema = z
  .object({
    post_id: digits().optional(),
    id: digits().optional(),
    reblog_key: text(name).optional(),
    mode: text(name).optional(),
  })
  .superRefine(requireOneOf(['post_id', 'id']));

/** GET /svc/post/versions: a post's earlier versions (issue 13 "Edit history"). */
export const PostVersionsQuerySchema = z.object({
  post_id: digits().refine((v) => v.trim() !== '', 'Which post? post_id is missing.'),
});

/** DELETE /svc/post/versions: one earlier version of the owner's post (403 for anyone else). */
export const DeletePostVersionQuerySchema = z.object({
  post_id: digits().refine((v) => v.trim() !== '', 'Which post? post_id is missing.'),
  version_id: digits().refine((v) => v.trim() !== '', 'Which version? version_id is missing.'),
});

/** POST /svc/post/delete. */
export const PostDeleteRequestSchema = z
  .object({ post_id: digits().optional(), id: digits().optional(), channel_id: text(name).optional() })
  .superRefine(requireOneOf(['post_id', 'id']));

/** POST /svc/post/get_video_data (JSON). A non-string URL keeps the spec's own words. */
export const VideoDataRequestSchema = z.object({
  embed_url: z.unknown().superRefine((v, ctx) => {
    if (typeof v !== 'string') ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'The input is invalid. Expected a string' });
    else if (v.length > url) ctx.addIssue({ code: z.ZodIssueCode.too_big, type: 'string', maximum: url, inclusive: true });
  }),
  embed_width: text(16).optional(),
});

/** POST /svc/post/opengraph. */
export const OpenGraphRequestSchema = z.object({ url: text(url).optional() });

/** The yes/no texts `anonymous` may be: anything else is a 400, never a silently named asker. */
export const ASK_ANONYMOUS_VALUES = ['', 'true', 'false', '1', '0', 'on', 'off'] as const;
const ASK_ANONYMOUS_YES = new Set(['true', '1', 'on']);

/**
 * POST /svc/post/ask (spec 3 §5, §7): `recipient` (a blog name or id), `question`, `anonymous`.
 * The question's rules are the ask form's own (ask-rules.ts: empty, more than 500 characters after
 * newlines are stripped, a link), in the spec's words; the parsed value is the question as stored
 * (newlines stripped, trimmed) and `anonymous` as a boolean. The blog's rules (asks on, anonymous
 * asks allowed, blocks, own blog) need the database: services/ask.ts.
 */
export const AskRequestSchema = z.object({
  recipient: text(name)
    .refine((v) => v.trim() !== '', 'Which blog? recipient is missing.')
    .transform((v) => v.trim()),
  // A missing question is an empty one: the spec's "You need to enter a question!".
  question: z
    .preprocess((v) => v ?? '', text(line))
    .superRefine((v, ctx) => {
      const problem = askQuestionProblem(v);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    })
    .transform(cleanQuestion),
  anonymous: oneOf([...ASK_ANONYMOUS_VALUES])
    .optional()
    .transform((v) => ASK_ANONYMOUS_YES.has(v ?? '')),
});
/** The wire payload the ask form sends (form-encoded), which AskRequestSchema reads. */
export interface AskRequest {
  recipient: string;
  question: string;
  anonymous: 'true' | 'false';
}
/** What the server's services get once AskRequestSchema has read a request. */
export type ParsedAskRequest = z.output<typeof AskRequestSchema>;

/** GET /svc/post/{page}/{direction}/{ref}?tag= (ref: a post id, or 0 for the first page). */
export const FeedParamsSchema = z.object({
  page: oneOf([...FEED_PAGES]),
  direction: oneOf(['before', 'after']),
  ref: digits(),
});
export const FeedQuerySchema = z.object({ tag: text(name).optional() });

/**
 * GET /svc/post/notes: a post's notes, newest first; `before` is the answer's `next` cursor, `type`
 * keeps one kind (the panel's Replies, Reblogs and Likes tabs).
 */
export const NotesQuerySchema = z.object({
  post_id: digits(),
  before: text(64).optional(),
  limit: digits().optional(),
  type: oneOf([...NOTE_TYPES]).optional(),
});
