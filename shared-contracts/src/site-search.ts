import { BLOG_SEARCH, POST_TYPES, type PostType } from './constants';

// Sitewide search (issue 10; spec 3 §2 "/search (GET form, field q)", "/search/{term}", "Mobile
// search: sort "recent" maps to CREATED_DESC; anything else maps to top. Post type is sent in
// lowercase", §9 "Mobile search defaults: sort top, filter_post_type any, filter_nsfw false").
// The page's address holds the filters (so a search can be shared and reloaded); the header's search
// form and the page's filter bar write them, the page and the server's render read them here.

/** The API's sort codes (GET /svc/search/posts/{term}), read in any case. */
export const SITE_SEARCH_SORTS = ['TOP', 'CREATED_DESC'] as const;
export type SiteSearchSort = (typeof SITE_SEARCH_SORTS)[number];

export const SITE_SEARCH = {
  /** Results per page, the most a request may ask, the longest term, the deepest offset: as blog search. */
  limit: BLOG_SEARCH.limit,
  maxLimit: BLOG_SEARCH.maxLimit,
  termMax: BLOG_SEARCH.termMax,
  maxOffset: BLOG_SEARCH.maxOffset,
  /** next_offset at the end of the results (negative, spec 3 §4). */
  end: BLOG_SEARCH.end,
  /** Blogs whose name or title matches, shown above the posts (first page only). */
  blogsMax: 6,
} as const;

/** The page's sort values (the `sort` field of the search form). */
export const SEARCH_SORTS = ['top', 'recent'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The page's post types (the `filter_post_type` field), lowercase as the spec sends them. */
export const SEARCH_POST_TYPES = ['any', ...POST_TYPES] as const;
export type SearchPostType = 'any' | PostType;

/** What a search page shows besides its term: the filter popover's choices (spec 3 §2 screen 7). */
export interface SearchFilters {
  /** "Top Posts" or "Recent Posts". */
  sort: SearchSort;
  /** "All Types" or one type. */
  postType: SearchPostType;
  /** "Original Posts": reblogs left out. */
  original: boolean;
  /** "Safe search" (filter_nsfw). */
  safeSearch: boolean;
}

/** Spec 3 §9: sort top, filter_post_type any, filter_nsfw false (and every post role). */
export const SEARCH_DEFAULTS: Readonly<SearchFilters> = Object.freeze({
  sort: 'top',
  postType: 'any',
  original: false,
  safeSearch: false,
});

/** The names of the page's address fields (the GET form's fields, spec 3 §2). */
export const SEARCH_PARAMS = {
  term: 'q',
  sort: 'sort',
  postType: 'filter_post_type',
  safeSearch: 'filter_nsfw',
  /** Ours (the spec's popover has "Original Posts" without naming its field): the API's post_role. */
  role: 'post_role',
} as const;

/** The search page's path without a term: the header's GET form submits here. */
export const SEARCH_PATH = '/search';
