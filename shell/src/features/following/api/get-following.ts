import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, FollowingResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/following: a page of the blogs the user follows. */
export async function getFollowing(api: ApiClient, offset: number, signal?: AbortSignal): Promise<FollowingResponse> {
  const { FollowingResponseSchema } = await loadSchemas();
  return api.get(API_ROUTES.following, {
    query: offset ? { offset } : {},
    schema: FollowingResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
