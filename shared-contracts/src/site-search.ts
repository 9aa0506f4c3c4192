import { POST_TYPES } from './constants';

/**
 * The site search's address (spec 3 §2): a GET form to `/search` with the field `q` and the hidden
 * fields `filter_nsfw`, `sort` and `filter_post_type`; a filter applied to a term re-submits to
 * `/search/{term}` with the same three fields. The header's search form writes these addresses and
 * the search page reads them, so both use the functions below.
 */
export const SITE_SEARCH_PATH = '/search';

/** "Top Posts" and "Recent Posts". `recent` means newest first (CREATED_DESC); anything else is top. */
export const SITE_SEARCH_SORTS = ['top', 'recent'] as const;
export type SiteSearchSort = (typeof SITE_SEARCH_SORTS)[number];

/**
 * "All Types", "Original Posts" (no reblogs) and each post type, sent in lower case (spec 3 §2).
 * Decision (the spec shows only the first two labels): original is one choice of the same list,
 * since the form has one post-type field.
 */
export const SITE_SEARCH_POST_TYPES = ['any', 'original', ...POST_TYPES] as const;
export type SiteSearchPostType = (typeof SITE_SEARCH_POST_TYPES)[number];

export interface SiteSearchFilters {
  /** Safe search: leave out posts marked not safe for work. */
  filter_nsfw: boolean;
  sort: SiteSearchSort;
  filter_post_type: SiteSearchPostType;
}

/** Spec 3 §9: "Mobile search defaults: sort top, filter_post_type any, filter_nsfw false". */
export const SITE_SEARCH_DEFAULTS: Readonly<SiteSearchFilters> = { filter_nsfw: false, sort: 'top', filter_post_type: 'any' };

/** The blog-search sort code a site-search sort stands for (spec 3 §2: recent → CREATED_DESC, else top). */
export function siteSearchSortCode(sort: string | null | undefined): 'CREATED_DESC' | 'POPULARITY_DESC' {
  return sort === 'recent' ? 'CREATED_DESC' : 'POPULARITY_DESC';
}

type Params = Pick<URLSearchParams, 'get'>;

/** The filters an address carries; anything missing or unknown reads as its default. */
export function readSiteSearchFilters(params: Params): SiteSearchFilters {
  const nsfw = params.get('filter_nsfw');
  const sort = params.get('sort');
  const type = params.get('filter_post_type')?.trim().toLowerCase() ?? '';
  return {
    filter_nsfw: nsfw === 'true' || nsfw === '1',
    sort: sort === 'recent' ? 'recent' : 'top',
    filter_post_type: (SITE_SEARCH_POST_TYPES as readonly string[]).includes(type)
      ? (type as SiteSearchPostType)
      : SITE_SEARCH_DEFAULTS.filter_post_type,
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The term of a search address: `/search/{term}`, else `?q=`; '' elsewhere. */
export function readSiteSearchTerm(pathname: string, params: Params): string {
  const match = /^\/search\/([^/]+)\/?$/.exec(pathname);
  if (match?.[1]) return decodeSegment(match[1]);
  if (pathname === SITE_SEARCH_PATH || pathname === `${SITE_SEARCH_PATH}/`) return params.get('q') ?? '';
  return '';
}

/** The hidden fields, in the form's order, as the form sends them. */
export function siteSearchFields(filters: SiteSearchFilters): Array<[keyof SiteSearchFilters, string]> {
  return [
    ['filter_nsfw', String(filters.filter_nsfw)],
    ['sort', filters.sort],
    ['filter_post_type', filters.filter_post_type.toLowerCase()],
  ];
}

/** What submitting the form opens: `/search?q={term}&filter_nsfw=…&sort=…&filter_post_type=…`. */
export function siteSearchUrl(term: string, filters: SiteSearchFilters): string {
  const params = new URLSearchParams([['q', term], ...siteSearchFields(filters)]);
  return `${SITE_SEARCH_PATH}?${params.toString()}`;
}

/** Where applying a filter re-submits the term: `/search/{term}?filter_nsfw=…&sort=…&filter_post_type=…`. */
export function siteSearchTermUrl(term: string, filters: SiteSearchFilters): string {
  const params = new URLSearchParams(siteSearchFields(filters));
  return `${SITE_SEARCH_PATH}/${encodeURIComponent(term)}?${params.toString()}`;
}
