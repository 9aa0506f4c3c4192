import {
  SEARCH_DEFAULTS,
  SEARCH_PARAMS,
  SEARCH_PATH,
  SEARCH_POST_TYPES,
  type SearchFilters,
  type SearchPostType,
} from '@dash/shared-contracts/core';

// The search page's address model (issue 10; spec 3 §2, §9): read the filters from an address, write
// the address of a search, map the filters to the API's query. Pure functions, kept out of the core
// (a shared singleton every first page loads whole): the shell imports this file by its path, so only
// what a chunk uses goes into it (the route table: reading and writing addresses; the search page's
// chunk: the API mapping); the server gets it from the index.

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
