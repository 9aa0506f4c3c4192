import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, FastReblogResponse, Post } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /fast_reblog: reblogs at once, or into the queue with queue=1 (spec 1 §7). */
export async function fastReblog(api: ApiClient, post: Post, queue: boolean): Promise<FastReblogResponse> {
  const { FastReblogResponseSchema } = await loadSchemas();
  return api.post(endpointFor('fast_reblog'), {
    form: { reblog_key: post.reblog_key, reblog_post_id: post.id, queue: queue ? 1 : undefined },
    schema: FastReblogResponseSchema,
  });
}
