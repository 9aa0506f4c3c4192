import { BLOG_SEARCH } from '@dash/shared-contracts';
import type { BlogSearchPostType, BlogSearchResponse, BlogSearchSort, Post } from '@dash/shared-contracts';

/** The filters of the blog-search model (spec 3 §3): sort, post type, original posts only, safe search. */
export interface SearchFilters {
  sort: BlogSearchSort;
  postType: BlogSearchPostType;
  originalOnly: boolean;
  safeSearch: boolean;
}

/** The model's defaults: newest first, any type, reblogs too, safe search off (filter_nsfw false). */
export const DEFAULT_FILTERS: SearchFilters = { sort: 'CREATED_DESC', postType: 'ANY', originalOnly: false, safeSearch: false };

/** The query of one page (spec 3 §7: next_offset, limit, sort, post_type, post_role, filter_nsfw). */
export function searchQuery(filters: SearchFilters, nextOffset: number, limit: number = BLOG_SEARCH.limit) {
  return {
    next_offset: nextOffset,
    limit,
    sort: filters.sort,
    post_type: filters.postType,
    post_role: filters.originalOnly ? 'ORIGINAL' : 'ANY',
    filter_nsfw: filters.safeSearch,
  } as const;
}

/** The term to search, trimmed and cut to the server's limit; null when empty ("an empty term does nothing"). */
export function searchableTerm(text: string): string | null {
  const term = text.trim().slice(0, BLOG_SEARCH.termMax).trim();
  return term ? term : null;
}

/** One search's results as they page in. */
export interface ResultsState {
  term: string;
  posts: Post[];
  /** The offset of the next page; negative once the server said there is no more. */
  nextOffset: number;
  loading: boolean;
  error: string | null;
}

export const startResults = (term: string): ResultsState => ({ term, posts: [], nextOffset: 0, loading: false, error: null });

/** The end is signalled when next_offset is negative (spec 3 §4). */
export const resultsEnded = (state: ResultsState) => state.nextOffset < 0;

/** One request at a time, none after the end or after an error (until a retry clears it). */
export const canLoadMore = (state: ResultsState) => !state.loading && !state.error && !resultsEnded(state);

/** A page appended (posts already shown are not repeated), next_offset taken as the server gave it. */
export function withPage(state: ResultsState, page: BlogSearchResponse): ResultsState {
  const known = new Set(state.posts.map((p) => p.id));
  return {
    ...state,
    posts: [...state.posts, ...page.posts.filter((p) => !known.has(p.id))],
    nextOffset: page.next_offset < 0 ? BLOG_SEARCH.end : page.next_offset,
    loading: false,
    error: null,
  };
}
