import { API_ROUTES, BlogDataResponseSchema, type ApiClient, type BlogDataResponse } from '@dash/shared-contracts';

/** GET /svc/data/tumblelog with the activity series and notifications (spec 3 §7). */
export function getBlogActivity(api: ApiClient, blogName: string, signal?: AbortSignal): Promise<BlogDataResponse> {
  return api.get(API_ROUTES.blogData, {
    query: { tumblelog: blogName, include_activity_data: true, include_activity_notifications: true },
    schema: BlogDataResponseSchema,
    signal,
  });
}
