import { API_ROUTES, BlogTypeaheadResponseSchema } from '@dash/shared-contracts';
import type { ApiClient } from '@dash/shared-contracts';

/** GET /svc/search/blog_search_typeahead/{blogname} (spec 3 §7): the blog's tags, most used first. */
export async function getBlogTags(api: ApiClient, name: string, signal?: AbortSignal): Promise<string[]> {
  const res = await api.get(API_ROUTES.blogSearchTypeahead(name), { schema: BlogTypeaheadResponseSchema, signal });
  return res.tags.map((t) => t.tag);
}
