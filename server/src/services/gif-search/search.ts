import type { GifMedia, GifSearchResponse, PostContent } from '@dash/shared-contracts';
import { containsIgnoringCase } from '../../db/dialect/text-match';
import { badRequest } from '../../lib/app-error';
import { parseJson } from '../../lib/json';
import { shortCode } from '../../lib/short-code';
import { blogUrl } from '../../mappers/blog';
import { postUrl } from '../../mappers/post';
import { blogIdsBlockedByUser } from '../../repositories/blocks';
import { findBlogsByIds } from '../../repositories/blogs';
import type { Executor } from '../../repositories/executor';
import { moderationAllows } from '../../repositories/post-search';
import type { Auth } from '../../types/fastify';
import { str, type Body } from '../post-form/read-form';
import { gifsOf, wordsOf } from './extract';
import { isSensitive, SENSITIVE_MESSAGE } from './sensitive';

export const GIF_LIMIT_MAX = 200;
export const EMPTY_QUERY = 'Type something to search.';
/** How many recent posts with GIFs are scanned per search (the platform's GIF pool). */
const SCAN_LIMIT = 2000;
const HIDDEN_TAGS = new Set(['gif', 'gifs']);

function parseLimit(raw: string): number {
  if (!raw) return GIF_LIMIT_MAX;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest('Invalid "limit" value', 'limit');
  return Math.min(n, GIF_LIMIT_MAX);
}

/**
 * POST /svc/search/inline_gif: GIFs inside published original posts, tag matches first, then posts
 * whose title/caption words contain every query word; newest first within each group.
 */
export async function searchGifs(db: Executor, auth: Auth | null, body: Body): Promise<GifSearchResponse> {
  const q = str(body, 'q').trim().toLowerCase().replace(/^#/, '').replace(/\s+/g, ' ');
  if (!q) throw badRequest(EMPTY_QUERY, 'q');
  const limit = parseLimit(str(body, 'limit').trim());
  const blocked = auth ? [...(await blogIdsBlockedByUser(db, auth.user.id))] : [];
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('state', '=', 'published')
    .where('reblogged_from_post_id', 'is', null)
    .where(containsIgnoringCase(db, 'content', '.gif'))
    // Not from spam or suspended blogs (server/README.md "Moderation").
    .where(moderationAllows(auth?.user.id ?? null, { safeSearch: false }));
  if (blocked.length > 0) query = query.where('blog_id', 'not in', blocked);
  const rows = await query.orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(SCAN_LIMIT).execute();

  const words = q.split(' ');
  const byTag: { row: (typeof rows)[number]; tag: string | null }[] = [];
  const byWords: typeof byTag = [];
  for (const row of rows) {
    const tags = parseJson<string[]>(row.tags, []).map((t) => t.toLowerCase());
    if (tags.includes(q)) byTag.push({ row, tag: q });
    else if (words.every((w) => wordsOf(parseJson<PostContent>(row.content, {})).has(w))) byWords.push({ row, tag: null });
  }
  const matches = [...byTag, ...byWords];
  const blogs = new Map(
    (
      await findBlogsByIds(
        db,
        matches.map((m) => m.row.blog_id),
      )
    ).map((b) => [b.id, b]),
  );
  const media: GifMedia[] = [];
  for (const { row, tag } of matches) {
    const blog = blogs.get(row.blog_id);
    if (!blog) continue;
    const tags = parseJson<string[]>(row.tags, []).filter((t) => !HIDDEN_TAGS.has(t.toLowerCase()));
    for (const gif of gifsOf(parseJson<PostContent>(row.content, {}))) {
      if (media.length >= limit) break;
      media.push({
        mediaUrl: gif.url,
        postUrl: postUrl(blog.name, row.id),
        rootPostUrl: postUrl(blog.name, row.id),
        rootPostUrlHash: shortCode(row.id),
        rootBlog: blog.name,
        rootBlogUrl: blogUrl(blog.name),
        rootBlogKey: row.reblog_key,
        postTags: tags,
        popularSearchTag: tag,
        width: Math.max(1, Math.round(gif.width)),
        height: Math.max(1, Math.round(gif.height)),
        postBlog: blog.name,
        postId: String(row.id),
        blogUuid: blog.uuid,
        alt: gif.alt,
      });
    }
  }
  return { media, message: isSensitive(q) ? { ...SENSITIVE_MESSAGE } : null };
}
