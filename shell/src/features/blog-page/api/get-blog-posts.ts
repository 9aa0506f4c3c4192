import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, BlogPostsResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

export interface BlogPostsRequest {
  name: string;
  tag?: string;
  postId?: string;
  offset?: number;
  limit?: number;
  signal?: AbortSignal;
}

/** GET /svc/indash_blog/posts (spec 3 §7): a page of a blog's posts, those tagged `tag`, or one post. */
export async function getBlogPosts(api: ApiClient, request: BlogPostsRequest): Promise<BlogPostsResponse> {
  const { BlogPostsResponseSchema } = await loadSchemas();
  return api.get(API_ROUTES.blogPosts, {
    query: {
      tumblelog_name_or_id: request.name,
      ...(request.postId ? { post_id: request.postId, limit: 1 } : {}),
      ...(request.tag !== undefined ? { tag: request.tag } : {}),
      ...(request.offset ? { offset: request.offset } : {}),
      ...(request.limit && !request.postId ? { limit: request.limit } : {}),
    },
    schema: BlogPostsResponseSchema,
    ...(request.signal ? { signal: request.signal } : {}),
  });
}
