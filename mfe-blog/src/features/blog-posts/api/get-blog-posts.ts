import { API_ROUTES, BlogPostsResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, BlogPostsResponse } from '@dash/shared-contracts';

export interface BlogPostsQuery {
  name: string;
  postId?: string;
  limit: number;
  offset: number;
}

/** GET /svc/indash_blog/posts (spec 3 §7): 10 posts a page, or 1 for a single post. */
export function getBlogPosts(api: ApiClient, query: BlogPostsQuery, signal?: AbortSignal): Promise<BlogPostsResponse> {
  return api.get(API_ROUTES.blogPosts, {
    query: {
      tumblelog_name_or_id: query.name,
      post_id: query.postId,
      limit: query.limit,
      offset: query.offset,
    },
    schema: BlogPostsResponseSchema,
    signal,
  });
}
