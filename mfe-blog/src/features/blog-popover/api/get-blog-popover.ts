import { API_ROUTES, BlogPopoverResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, BlogPopoverResponse } from '@dash/shared-contracts';

/** GET /svc/tumblelog_popover/{name} (spec 3 §7): the blog's header data and its highlighted posts. */
export function getBlogPopover(api: ApiClient, name: string, signal?: AbortSignal): Promise<BlogPopoverResponse> {
  return api.get(API_ROUTES.blogPopover(name), {
    query: { is_tumblelog_popover: true },
    schema: BlogPopoverResponseSchema,
    signal,
  });
}
