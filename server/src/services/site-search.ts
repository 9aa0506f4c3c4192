import { SITE_SEARCH, type SiteSearchQuery, type SiteSearchResponse } from '@dash/shared-contracts';
import { searchWords } from '../lib/fts-query';
import { toBlog } from '../mappers/blog';
import { followsAmong, searchBlogsByName } from '../repositories/blog-name-search';
import type { Executor } from '../repositories/executor';
import { searchSitePostRows } from '../repositories/post-search';
import type { Auth } from '../types/fastify';
import { NSFW_TAGS } from './blog-search';
import { normaliseTag } from './feed';
import { mapPosts } from './post-view';

/** The term as a blog name or title would contain it: lower-case, without a leading @ or #. */
function blogNeedles(term: string): { needle: string; nameNeedle: string } | null {
  const needle = term
    .trim()
    .replace(/^[@#]+/, '')
    .trim()
    .toLowerCase();
  if (!needle) return null;
  return { needle, nameNeedle: needle.replace(/\s+/g, '-') };
}

/**
 * GET /svc/search/posts/{term} (issue 10, the /search pages): one page of the public posts of every
 * blog whose words or tags match, as the feed maps them for this viewer, and on the first page the
 * blogs whose name or title contains the term. Safe search uses blog search's NSFW_TAGS.
 */
export async function searchSite(
  db: Executor,
  auth: Auth | null,
  params: { term: string },
  query: SiteSearchQuery,
): Promise<SiteSearchResponse> {
  const viewerUserId = auth?.user.id ?? null;
  const limit = query.limit ?? SITE_SEARCH.limit;
  const offset = query.next_offset ?? 0;
  const type = query.post_type ?? 'ANY';
  const tag = normaliseTag(params.term) || null;
  const [rows, blogs] = await Promise.all([
    searchSitePostRows(db, {
      viewerUserId,
      words: searchWords(params.term),
      tag,
      types: type === 'ANY' ? null : [type.toLowerCase()],
      originalOnly: query.post_role === 'ORIGINAL',
      hiddenTags: query.filter_nsfw ? NSFW_TAGS : [],
      safeSearch: query.filter_nsfw === true,
      sort: query.sort === 'CREATED_DESC' ? 'created' : 'top',
      limit,
      offset,
    }),
    offset === 0 ? matchingBlogs(db, auth, params.term) : Promise.resolve([]),
  ]);
  const page = rows.slice(0, limit);
  return {
    posts: await mapPosts(db, page, auth),
    next_offset: rows.length > limit ? offset + limit : SITE_SEARCH.end,
    blogs,
  };
}

/** The blogs whose name or title contains the term, with the viewer's follow of each. */
async function matchingBlogs(db: Executor, auth: Auth | null, term: string): Promise<SiteSearchResponse['blogs']> {
  const needles = blogNeedles(term);
  if (!needles) return [];
  const rows = await searchBlogsByName(db, { ...needles, viewerUserId: auth?.user.id ?? null, limit: SITE_SEARCH.blogsMax });
  const follows = auth
    ? await followsAmong(
        db,
        auth.user.id,
        rows.map((r) => r.id),
      )
    : new Map<number, boolean>();
  return rows.map((row) =>
    toBlog(row, {
      following: follows.has(row.id),
      is_subscribed: follows.get(row.id) ?? false,
      is_mine: row.owner_user_id === auth?.user.id,
      logged_in: Boolean(auth),
      // Blogs the viewer blocked are left out altogether.
      is_blocked: false,
    }),
  );
}
