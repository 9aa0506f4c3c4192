import { API_ROUTES, BlogSearchResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, BlogSearchResponse } from '@dash/shared-contracts';
import { searchQuery, type SearchFilters } from '../lib/search-model';

/** GET /svc/search/blog_search/{blogname}/{term} (spec 3 §7): one page of the blog's matching posts. */
export function searchBlog(
  api: ApiClient,
  request: { name: string; term: string; filters: SearchFilters; nextOffset: number },
  signal?: AbortSignal,
): Promise<BlogSearchResponse> {
  return api.get(API_ROUTES.blogSearch(request.name, request.term), {
    query: searchQuery(request.filters, request.nextOffset),
    schema: BlogSearchResponseSchema,
    signal,
  });
}
