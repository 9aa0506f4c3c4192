import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, PostVersionsResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../lib/load-schemas';

/** GET /svc/post/versions (issue 13): the post as it is now and its earlier versions, newest first. */
export async function getPostVersions(api: ApiClient, postId: string, signal?: AbortSignal): Promise<PostVersionsResponse> {
  const { PostVersionsResponseSchema } = await loadSchemas();
  return api.get(API_ROUTES.postVersions, {
    query: { post_id: postId },
    schema: PostVersionsResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** DELETE /svc/post/versions (the owner only): answers the list as it is now. */
export async function deletePostVersion(api: ApiClient, postId: string, versionId: string): Promise<PostVersionsResponse> {
  const { PostVersionsResponseSchema } = await loadSchemas();
  return api.delete(API_ROUTES.postVersions, {
    query: { post_id: postId, version_id: versionId },
    schema: PostVersionsResponseSchema,
  });
}
