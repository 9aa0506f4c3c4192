import { API_ROUTES, GifSearchResponseSchema, type ApiClient } from '@dash/shared-contracts';
import { GIF_MESSAGES, GIF_SEARCH } from '../lib/constants';
import type { GifSearchResult } from '../lib/gif-cache';

export class GifSearchError extends Error {
  constructor(message: string = GIF_MESSAGES.invalidResponse) {
    super(message);
    this.name = 'GifSearchError';
  }
}

/**
 * POST /svc/search/inline_gif { q, limit, context? }. An empty or missing answer, or one of the
 * wrong shape, is 'Invalid GIF search response' (spec 1 §5).
 */
export async function searchGifs(
  api: ApiClient,
  query: string,
  options: { context?: string | null; signal?: AbortSignal; now?: () => number } = {},
): Promise<GifSearchResult> {
  const form: Record<string, string | number> = { q: query, limit: GIF_SEARCH.limit };
  if (options.context) form.context = options.context;
  const data = await api.post<unknown>(API_ROUTES.gifSearch, { form, ...(options.signal ? { signal: options.signal } : {}) });
  if (data === null || data === undefined || (typeof data === 'object' && Object.keys(data).length === 0))
    throw new GifSearchError();
  const parsed = GifSearchResponseSchema.safeParse(data);
  if (!parsed.success) throw new GifSearchError();
  return {
    query,
    limit: GIF_SEARCH.limit,
    loggingContext: options.context ?? null,
    media: parsed.data.media,
    message: parsed.data.message,
    timestamp: (options.now ?? Date.now)(),
  };
}
