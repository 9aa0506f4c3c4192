import { API_ROUTES, SuggestedBlogsResponseSchema, type ApiClient, type Blog } from '@dash/shared-contracts';

/** GET /svc/suggestions/blogs: blogs the user might follow. */
export async function getSuggestedBlogs(api: ApiClient, limit: number, signal?: AbortSignal): Promise<Blog[]> {
  const res = await api.get(API_ROUTES.suggestedBlogs, {
    query: { limit },
    schema: SuggestedBlogsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return res.blogs;
}
