import { API_ROUTES, PostFetchResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, PostFetchResponse } from '@dash/shared-contracts';

/**
 * POST /svc/post/fetch: the post and its spec 1 §7 form fields, for an edit (post_id) or a reblog
 * (post_id of the post being reblogged, with its reblog_key).
 */
export function fetchPost(
  api: ApiClient,
  request: { postId: string; reblogKey?: string },
  signal?: AbortSignal,
): Promise<PostFetchResponse> {
  const form: Record<string, string> = { post_id: request.postId };
  if (request.reblogKey) form.reblog_key = request.reblogKey;
  return api.post(API_ROUTES.postFetch, { form, schema: PostFetchResponseSchema, signal });
}
