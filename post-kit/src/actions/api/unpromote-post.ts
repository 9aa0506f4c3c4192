import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, Post, PostActionResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/**
 * POST /svc/unpromote (spec 1 §7). Posts carry their promoted tags by name, not by id, so the
 * tag itself is sent as `tag_id`.
 */
export async function unpromotePost(api: ApiClient, post: Post, tag: string): Promise<PostActionResponse> {
  const { PostActionResponseSchema } = await loadSchemas();
  return api.post(endpointFor('unpromote'), {
    form: { tag_id: tag, post_id: post.id, reblog_key: post.reblog_key, tumblelog_name: post.blog.name },
    schema: PostActionResponseSchema,
  });
}
