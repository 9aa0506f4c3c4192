import {
  BLOG_SEARCH,
  type BlogSearchPostType,
  type BlogSearchQuery,
  type BlogSearchResponse,
  type BlogTypeaheadResponse,
} from '@dash/shared-contracts';
import { searchWords } from '../lib/fts-query';
import { blogBlocksUser, userBlocksBlog } from '../repositories/blocks';
import type { Executor } from '../repositories/executor';
import { blogTagsContaining, searchBlogPostRows } from '../repositories/post-search';
import type { Auth } from '../types/fastify';
import { findBlogOr404 } from './blog-view';
import { mapPosts } from './post-view';

/** The spec's post types (spec 3 §3) as stored; answers (type `answer`) are found with ANY only. */
const STORED_TYPES: Record<Exclude<BlogSearchPostType, 'ANY'>, string> = {
  TEXT: 'text',
  PHOTO: 'photo',
  QUOTE: 'quote',
  LINK: 'link',
  CHAT: 'chat',
  AUDIO: 'audio',
  VIDEO: 'video',
};

/**
 * Safe search (filter_nsfw): posts have no content rating of their own, so a post counts as not safe
 * when its author tagged it so (tags are stored lower-case), or when an admin flagged its blog (or the
 * blog it reblogs) nsfw or adult (repositories/post-search moderationAllows).
 */
export const NSFW_TAGS: readonly string[] = ['nsfw', 'not safe for work', 'explicit', '18+'];

/**
 * True when the viewer must not see the blog in search: one of the viewer's blogs blocked it, or
 * it blocked one of the viewer's blogs (spec 3 §8: a blocked blog cannot "see you in search").
 */
async function hiddenFromViewer(db: Executor, blogId: number, auth: Auth | null): Promise<boolean> {
  if (!auth) return false;
  return (await userBlocksBlog(db, auth.user.id, blogId)) || (await blogBlocksUser(db, blogId, auth.user.id));
}

const NOTHING: BlogSearchResponse = { posts: [], next_offset: BLOG_SEARCH.end };

/** GET /svc/search/blog_search/{blogname}/{term}: one page of the blog's matching posts. */
export async function searchBlog(
  db: Executor,
  auth: Auth | null,
  params: { blogname: string; term: string },
  query: BlogSearchQuery,
): Promise<BlogSearchResponse> {
  const blog = await findBlogOr404(db, params.blogname, auth);
  const words = searchWords(params.term);
  if (words.length === 0 || (await hiddenFromViewer(db, blog.id, auth))) return { ...NOTHING };
  const limit = query.limit ?? BLOG_SEARCH.limit;
  const offset = query.next_offset ?? 0;
  const type = query.post_type ?? 'ANY';
  const rows = await searchBlogPostRows(db, {
    blogId: blog.id,
    viewerUserId: auth?.user.id ?? null,
    words,
    types: type === 'ANY' ? null : [STORED_TYPES[type]],
    originalOnly: query.post_role === 'ORIGINAL',
    hiddenTags: query.filter_nsfw ? NSFW_TAGS : [],
    safeSearch: Boolean(query.filter_nsfw),
    sort: query.sort === 'POPULARITY_DESC' ? 'popularity' : 'created',
    limit,
    offset,
  });
  const page = rows.slice(0, limit);
  return {
    posts: await mapPosts(db, page, auth),
    next_offset: rows.length > limit ? offset + limit : BLOG_SEARCH.end,
  };
}

/** GET /svc/search/blog_search_typeahead/{blogname}?q=: the blog's tags containing q, most used first. */
export async function blogTypeahead(
  db: Executor,
  auth: Auth | null,
  params: { blogname: string },
  q: string | undefined,
): Promise<BlogTypeaheadResponse> {
  const blog = await findBlogOr404(db, params.blogname, auth);
  if (await hiddenFromViewer(db, blog.id, auth)) return { tags: [] };
  // Tags are stored without their leading # and lower-case (repositories/posts replaceTags).
  const needle = (q ?? '').trim().replace(/^#+/, '').toLowerCase();
  const tags = await blogTagsContaining(db, blog.id, auth?.user.id ?? null, needle, BLOG_SEARCH.typeaheadMax);
  return { tags: tags.map((tag) => ({ tag })) };
}
