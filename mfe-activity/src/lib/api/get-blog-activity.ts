import {
  API_ROUTES,
  BlogDataResponseSchema,
  type ActivityFilter,
  type ApiClient,
  type BlogDataResponse,
} from '@dash/shared-contracts';

export interface ActivityQuery {
  /** A filter of the activity page (ACTIVITY_FILTERS); 'all' sends none. */
  type?: ActivityFilter;
  /** The older-page cursor (`next_cursor` of the page before). */
  before?: string | null;
  limit?: number;
}

/** GET /svc/data/tumblelog with the activity series and notifications (spec 3 §7), a page at a time. */
export function getBlogActivity(
  api: ApiClient,
  blogName: string,
  query: ActivityQuery = {},
  signal?: AbortSignal,
): Promise<BlogDataResponse> {
  return api.get(API_ROUTES.blogData, {
    query: {
      tumblelog: blogName,
      include_activity_data: true,
      include_activity_notifications: true,
      ...(query.type && query.type !== 'all' ? { type: query.type } : {}),
      ...(query.before ? { before: query.before } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
    },
    schema: BlogDataResponseSchema,
    signal,
  });
}
