import { API_ROUTES, GifSearchResponseSchema, type ApiClient, type GifSearchResponse } from '@dash/shared-contracts';
import { GIF_CONTEXT, GIF_SEARCH_LIMIT } from '../state/gif-rules';

/** POST /svc/search/inline_gif `{ q, limit: 200, context: messaging-gif }` (spec 2 §9) → GifSearchResponse. */
export function searchGifs(api: ApiClient, query: string, signal?: AbortSignal): Promise<GifSearchResponse> {
  return api.post(API_ROUTES.gifSearch, {
    form: { q: query, limit: GIF_SEARCH_LIMIT, context: GIF_CONTEXT },
    schema: GifSearchResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
