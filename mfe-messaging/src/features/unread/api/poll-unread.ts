import { API_ROUTES, PollResponseSchema, type ApiClient, type OwnBlog, type PollResponse } from '@dash/shared-contracts';

/** GET /services/poll (spec 2 §7): unread counts for every own blog, by mention key. */
export function pollUnread(
  api: ApiClient,
  pollingToken: string,
  blogs: readonly Pick<OwnBlog, 'mention_key'>[],
): Promise<PollResponse> {
  return api.get(API_ROUTES.poll, {
    query: { token: pollingToken, unread_messages: true, mention_keys: blogs.map((b) => b.mention_key).join(',') },
    schema: PollResponseSchema,
  });
}
