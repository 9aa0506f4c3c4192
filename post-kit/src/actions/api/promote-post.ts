import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, Post, PostActionResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /svc/promote: shows the post first on /tagged/{tag} (spec 1 §7). */
export async function promotePost(api: ApiClient, post: Post, tag: string): Promise<PostActionResponse> {
  const { PostActionResponseSchema } = await loadSchemas();
  return api.post(endpointFor('promote'), {
    form: { tag, post_id: post.id, reblog_key: post.reblog_key, tumblelog_name: post.blog.name },
    schema: PostActionResponseSchema,
  });
}
