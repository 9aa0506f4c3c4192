import { API_ROUTES } from '@dash/shared-contracts/core';
import { loadSchemas } from '../../../lib/contract-schemas';
import type { ApiClient, FeedPage, FeedResponse } from '@dash/shared-contracts';

export const FIRST_REF = '0';

export interface FeedQuery {
  page: FeedPage;
  /** The tag of /tagged/{tag}, sent as the `tag` query parameter. */
  tag?: string;
  /** "0" for the first page, then the previous page's next_ref. */
  ref: string;
  signal?: AbortSignal;
}

/** GET /svc/post/{page}/{direction}/{ref}: drafts read forwards ("after"), every other page "before". */
export async function getFeed(api: ApiClient, { page, tag, ref, signal }: FeedQuery): Promise<FeedResponse> {
  const { FeedResponseSchema } = await loadSchemas();
  const direction = page === 'drafts' ? 'after' : 'before';
  return api.get(API_ROUTES.feed(page, direction, ref), {
    query: tag === undefined ? undefined : { tag },
    schema: FeedResponseSchema,
    signal,
  });
}
