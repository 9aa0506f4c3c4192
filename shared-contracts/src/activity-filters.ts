/**
 * The activity page's filters (spec 3 §2 "/blog/{name}/activity"; mfe-activity/README.md): the
 * `type` query parameter of the page and of GET /svc/data/tumblelog, and the notification types each
 * one shows. Zod-free, so the page and the server read the same list.
 */
export const ACTIVITY_FILTERS = [
  { value: 'all', label: 'All', types: [] },
  { value: 'like', label: 'Likes', types: ['like'] },
  { value: 'reblog', label: 'Reblogs', types: ['reblog', 'photo'] },
  { value: 'reply', label: 'Replies', types: ['reply'] },
  { value: 'answer', label: 'Answers', types: ['answer'] },
  { value: 'follower', label: 'Follows', types: ['follower'] },
  { value: 'user_mention', label: 'Mentions', types: ['user_mention'] },
  { value: 'ask', label: 'Asks', types: ['ask'] },
] as const satisfies readonly { value: string; label: string; types: readonly string[] }[];

export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number]['value'];
export const ACTIVITY_FILTER_VALUES = ACTIVITY_FILTERS.map((f) => f.value) as [ActivityFilter, ...ActivityFilter[]];

/** The filter named in an address (`?type=like`); anything unknown reads as All. */
export function readActivityFilter(value: string | null | undefined): ActivityFilter {
  return ACTIVITY_FILTERS.find((f) => f.value === value)?.value ?? 'all';
}

/** The notification types a filter shows (empty: every type). */
export function activityFilterTypes(filter: ActivityFilter): readonly string[] {
  return ACTIVITY_FILTERS.find((f) => f.value === filter)?.types ?? [];
}

export const ACTIVITY_PAGE = {
  /** Notifications per page on the activity page (the popover asks for the first 50). */
  pageSize: 20,
  /** The most one request may ask for. */
  maxLimit: 50,
  /** Days in the trend line. */
  trendDays: 30,
} as const;

/** The activity page's address; `type` and `before` (the older-page cursor) in its query. */
export function activityPagePath(blogName: string, query?: { type?: ActivityFilter; before?: string | null }): string {
  const params = new URLSearchParams();
  if (query?.type && query.type !== 'all') params.set('type', query.type);
  if (query?.before) params.set('before', query.before);
  const search = params.toString();
  return `/blog/${encodeURIComponent(blogName)}/activity${search ? `?${search}` : ''}`;
}
