import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, Blog } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/suggestions/blogs: blogs the user might follow. */
export async function getSuggestedBlogs(api: ApiClient, limit: number, signal?: AbortSignal): Promise<Blog[]> {
  const { SuggestedBlogsResponseSchema } = await loadSchemas();
  const res = await api.get(API_ROUTES.suggestedBlogs, {
    query: { limit },
    schema: SuggestedBlogsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return res.blogs;
}
