import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, Post, PostRemovedResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /svc/post/delete with post_id and channel_id, the blog the post is on (spec 1 §7). */
export async function deletePost(api: ApiClient, post: Post): Promise<PostRemovedResponse> {
  const { PostRemovedResponseSchema } = await loadSchemas();
  return api.post(endpointFor('delete'), {
    form: { post_id: post.id, channel_id: post.blog.name },
    schema: PostRemovedResponseSchema,
  });
}
