import { ALL_POST_TYPES, EDITOR_TYPES, POST_STATES, commentField } from '@dash/shared-contracts';
import type { BlogRef, HighlightedPost, Post, PostContent, ReblogTrailItemSchema } from '@dash/shared-contracts';
import type { z } from 'zod';
import type { PostRow } from '../db/types';
import { parseJson } from '../lib/json';
import { htmlToText } from '../lib/sanitize';
import { blogUrl, toBlogRef, type BlogRefRow } from './blog';

export type TrailItem = z.infer<typeof ReblogTrailItemSchema>;

/**
 * A trail entry as posts.trail stores it: the root entry also keeps the root's `edited_at` when the
 * reblog copied it (issue 13; null: never edited then), so "edited after" is exact to the edit, not
 * to the second. Never sent: `trailOf` builds the entries it answers.
 */
export type StoredTrailItem = TrailItem & { root_edited_at?: number | null };

/** What the viewer's relationship to a list of posts is; loaded once per page (services/post-view). */
export interface PostViewContext {
  blogs: Map<number, BlogRefRow>;
  loggedIn: boolean;
  ownBlogIds: Set<number>;
  followedBlogIds: Set<number>;
  likedPostIds: Set<number>;
  rebloggedPostIds: Set<number>;
  /** Tags each post is promoted in; absent posts have none. */
  promotedTags?: Map<number, string[]>;
  /** How many earlier versions each edited post keeps (issue 13); absent posts keep none. */
  versionCounts?: Map<number, number>;
  /** When each reblog's root was last edited, by root id (issue 13); absent roots never were. */
  rootEditedAt?: Map<number, number>;
}

export const postUrl = (blogName: string, postId: number | string) => `${blogUrl(blogName)}/post/${postId}`;

const UNKNOWN_BLOG: BlogRef = {
  name: 'unknown',
  uuid: '',
  title: 'Unknown',
  avatar_url: '/media/avatars/default-128.jpg',
  url: '/',
};

export function toPost(row: PostRow, ctx: PostViewContext): Post {
  const blogRow = ctx.blogs.get(row.blog_id);
  const blog = blogRow ? toBlogRef(blogRow) : UNKNOWN_BLOG;
  const fromRow = row.reblogged_from_blog_id ? ctx.blogs.get(row.reblogged_from_blog_id) : undefined;
  const isMine = ctx.ownBlogIds.has(row.blog_id);
  const type = ALL_POST_TYPES.find((t) => t === row.type) ?? 'text';
  const state = POST_STATES.find((s) => s === row.state) ?? 'published';
  // The typed source of html and markdown posts (comments, scripts the sanitizer removed) is the
  // author's alone: it leaves the server only in the owner's edit form (services/post-actions).
  const { source_text: _source, ...content } = withPhotoAlt(parseJson<PostContent>(row.content, {}));
  const promoted = ctx.promotedTags?.get(row.id);
  const trail = parseJson<StoredTrailItem[]>(row.trail, []);
  // Asks name their asker; submissions (any other type with asking_blog_id) their submitter.
  const shown = type === 'answer' || row.asking_blog_id ? withAskingName(content, row, ctx) : content;
  return {
    id: String(row.id),
    type,
    state,
    format: EDITOR_TYPES.find((f) => f === row.format) ?? 'rich',
    blog,
    root_id: String(row.root_id ?? row.id),
    reblog_key: row.reblog_key,
    reblogged_from: fromRow ? toBlogRef(fromRow) : null,
    trail: trailOf(trail, type, shown, editedAfter(row, trail[0], ctx)),
    timestamp: row.timestamp,
    publish_on: row.publish_on,
    tags: parseJson<string[]>(row.tags, []),
    slug: row.slug,
    post_url: postUrl(blog.name, row.id),
    source_url: row.source_url,
    content: shown,
    note_count: row.note_count,
    like_count: row.like_count,
    reblog_count: row.reblog_count,
    liked: ctx.likedPostIds.has(row.id),
    reblogged: ctx.rebloggedPostIds.has(row.id),
    is_mine: isMine,
    following: ctx.followedBlogIds.has(row.blog_id),
    can_like: ctx.loggedIn && !isMine,
    // Only published public posts can be reblogged (own ones too, as on the original product).
    can_reblog: ctx.loggedIn && state === 'published',
    edited_at: row.edited_at ?? null,
    version_count: row.edited_at ? (ctx.versionCounts?.get(row.id) ?? 0) : 0,
    ...(promoted && promoted.length > 0 ? { promoted_tags: promoted } : {}),
  };
}

/**
 * Photos as every answer carries them: each with its `alt` (issue 13), '' when it has none (posts
 * stored before alt text, photos posted without one).
 */
export function withPhotoAlt(content: PostContent): PostContent {
  if (!content.photos) return content;
  return { ...content, photos: content.photos.map((p) => ({ ...p, alt: p.alt ?? '' })) };
}

/**
 * A reblog's root edited after the reblog copied it: when (issue 13, the root entry's `edited_after`).
 * Compared with the root's edit time the reblog stored; reblogs stored before that field compare
 * with their creation time.
 */
function editedAfter(row: PostRow, root: StoredTrailItem | undefined, ctx: PostViewContext): number | undefined {
  if (row.root_id === null || row.root_id === row.id || !root) return undefined;
  const at = ctx.rootEditedAt?.get(row.root_id);
  if (at === undefined) return undefined;
  const seen = root.root_edited_at;
  if (seen === undefined) return at > row.created_at ? at : undefined;
  return seen === null || at > seen ? at : undefined;
}

/**
 * The trail as readers see it, oldest first. A reblog stores the original's content as its own (a
 * copy, with the reblogger's words in the comment field) and each earlier post's words in its trail;
 * the root entry (the first) gets the original's content back with the root's words in that field,
 * so the original's photos, video, link or question belong to the original's entry, not to the
 * reblogger's comment. Later entries carry their words only.
 */
export function trailOf(stored: TrailItem[], type: string, content: PostContent, editedAfter?: number): TrailItem[] {
  const [root, ...later] = stored;
  if (!root) return [];
  const field = commentField(type);
  const { [field]: _own, source_text: _source, ...original } = content;
  const entry = (item: TrailItem): TrailItem => ({ blog: item.blog, post_id: item.post_id, html: item.html });
  // The root entry shows the version that was reblogged (copied at reblog time), and says when the
  // original was edited since, so a reader knows the words may have changed.
  const rootEntry: TrailItem = { ...entry(root), content: { ...original, [field]: root.html } };
  if (editedAfter !== undefined) rootEntry.edited_after = editedAfter;
  return [rootEntry, ...later.map(entry)];
}

function withAskingName(content: PostContent, row: PostRow, ctx: PostViewContext): PostContent {
  const asker = row.asking_blog_id ? ctx.blogs.get(row.asking_blog_id) : undefined;
  return { ...content, asking_name: asker ? asker.name : null };
}

/** A short plain-text summary (notifications, message post references, tiny links, og tags). */
export function postSummary(row: PostRow): string {
  const c = parseJson<PostContent>(row.content, {});
  // Titles and questions are plain text as typed; the other fields are sanitized HTML.
  const plain = c.title || c.question;
  const text = plain
    ? plain.replace(/\s+/g, ' ').trim()
    : htmlToText(c.quote || c.body || c.caption || c.answer || '') || c.url || '';
  return text.slice(0, 100);
}

/** The first image of a post at its smallest size with its dimensions (message post references). */
export function postThumbnail(row: PostRow): { url: string; width: number; height: number } | null {
  const c = parseJson<PostContent>(row.content, {});
  const photo = c.photos?.[0];
  const size = photo?.alt_sizes.at(-1) ?? (photo ? { url: photo.url, width: photo.width, height: photo.height } : null);
  if (size && size.width > 0 && size.height > 0)
    return { url: size.url, width: Math.round(size.width), height: Math.round(size.height) };
  return null;
}

/** How many photos a post has (0 for posts without). */
export function postPhotoCount(row: PostRow): number {
  return parseJson<PostContent>(row.content, {}).photos?.length ?? 0;
}

/** The first image of a post, for notification thumbnails. */
export function postMediaUrl(row: PostRow): string | null {
  const c = parseJson<PostContent>(row.content, {});
  return c.photos?.[0]?.alt_sizes.at(-1)?.url ?? c.photos?.[0]?.url ?? c.video?.poster ?? c.audio?.album_art ?? null;
}

/** A post as the blog popover's strip shows it: a thumbnail or a snippet linking to its permalink. */
export function toHighlightedPost(row: PostRow, blogName: string): HighlightedPost {
  return {
    id: String(row.id),
    type: ALL_POST_TYPES.find((t) => t === row.type) ?? 'text',
    url: postUrl(blogName, row.id),
    summary: postSummary(row),
    thumbnail_url: postMediaUrl(row),
    note_count: row.note_count,
    timestamp: row.timestamp,
  };
}
