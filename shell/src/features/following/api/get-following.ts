import { API_ROUTES, FollowingResponseSchema, type ApiClient, type FollowingResponse } from '@dash/shared-contracts';

/** GET /svc/following: a page of the blogs the user follows. */
export function getFollowing(api: ApiClient, offset: number, signal?: AbortSignal): Promise<FollowingResponse> {
  return api.get(API_ROUTES.following, {
    query: offset ? { offset } : {},
    schema: FollowingResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
