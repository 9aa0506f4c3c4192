import { API_ROUTES, BlogHeaderResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, Blog } from '@dash/shared-contracts';

/** GET /svc/indash_blog/header?tumblelog_name_or_id= (spec 3 §7). */
export async function getBlogHeader(api: ApiClient, name: string, signal?: AbortSignal): Promise<Blog> {
  const response = await api.get(API_ROUTES.blogHeader, {
    query: { tumblelog_name_or_id: name },
    schema: BlogHeaderResponseSchema,
    signal,
  });
  return response.tumblelog;
}
