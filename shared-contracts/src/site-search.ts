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

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const word = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim().toLowerCase();

/**
 * The filters an address asks for. Lenient, as a form's fields are: "recent" is Recent Posts and
 * anything else Top Posts (spec 3 §2); an unknown type is All Types; filter_nsfw is on for
 * true/1/on/yes; post_role=original is Original Posts.
 */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const type = word(params, SEARCH_PARAMS.postType);
  return {
    sort: word(params, SEARCH_PARAMS.sort) === 'recent' ? 'recent' : 'top',
    postType: (SEARCH_POST_TYPES as readonly string[]).includes(type) ? (type as SearchPostType) : 'any',
    original: word(params, SEARCH_PARAMS.role) === 'original',
    safeSearch: TRUE_WORDS.has(word(params, SEARCH_PARAMS.safeSearch)),
  };
}

/** The address query of these filters, defaults left out ('' when all are defaults), in a fixed order. */
export function searchFiltersQuery(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.sort !== SEARCH_DEFAULTS.sort) params.set(SEARCH_PARAMS.sort, filters.sort);
  if (filters.postType !== SEARCH_DEFAULTS.postType) params.set(SEARCH_PARAMS.postType, filters.postType);
  if (filters.original) params.set(SEARCH_PARAMS.role, 'original');
  if (filters.safeSearch) params.set(SEARCH_PARAMS.safeSearch, 'true');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** `/search/{term}` with its filters: the one address of a search (canonical, shareable). */
export function searchPagePath(term: string, filters: SearchFilters = SEARCH_DEFAULTS): string {
  return `${SEARCH_PATH}/${encodeURIComponent(term)}${searchFiltersQuery(filters)}`;
}

/** Whether the filters are the defaults (the page offers to clear them otherwise). */
export function isDefaultSearch(filters: SearchFilters): boolean {
  return (Object.keys(SEARCH_DEFAULTS) as (keyof SearchFilters)[]).every((k) => filters[k] === SEARCH_DEFAULTS[k]);
}

/** The query of GET /svc/search/posts/{term} for these filters and page. */
export type SiteSearchRequest = {
  sort: 'top' | 'CREATED_DESC';
  post_type: SearchPostType;
  post_role: 'any' | 'original';
  filter_nsfw: 'true' | 'false';
  next_offset?: number;
  limit?: number;
};

/**
 * The page's filters as the API's query (spec 3 §2): sort recent → CREATED_DESC, anything else →
 * top; the post type in lowercase; the post role and safe search spelt out.
 */
export function siteSearchRequest(filters: SearchFilters, page: { offset?: number; limit?: number } = {}): SiteSearchRequest {
  return {
    sort: filters.sort === 'recent' ? 'CREATED_DESC' : 'top',
    post_type: filters.postType,
    post_role: filters.original ? 'original' : 'any',
    filter_nsfw: filters.safeSearch ? 'true' : 'false',
    ...(page.offset ? { next_offset: page.offset } : {}),
    ...(page.limit ? { limit: page.limit } : {}),
  };
}
