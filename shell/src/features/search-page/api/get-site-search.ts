import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, SearchFilters, SiteSearchResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';
import { siteSearchRequest } from '../../../lib/search-address';

export interface SiteSearchCall {
  term: string;
  filters: SearchFilters;
  offset: number;
  signal?: AbortSignal;
}

/**
 * GET /svc/search/posts/{term} (issue 10): a page of the posts of every blog that match, and on the
 * first page the matching blogs. The filters go as the spec maps them (recent → CREATED_DESC, else
 * top; the type in lowercase).
 */
export async function getSiteSearch(api: ApiClient, call: SiteSearchCall): Promise<SiteSearchResponse> {
  const { SiteSearchResponseSchema } = await loadSchemas();
  return api.get(API_ROUTES.siteSearch(call.term), {
    query: siteSearchRequest(call.filters, { offset: call.offset }),
    schema: SiteSearchResponseSchema,
    ...(call.signal ? { signal: call.signal } : {}),
  });
}
