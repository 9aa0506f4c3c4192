import { API_ROUTES, BlockResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, BlockResponse } from '@dash/shared-contracts';

export interface BlockRequest {
  /** The acting (current) blog. */
  tumblelog: string;
  /** The blog to block. */
  name: string;
  /** Block through one of its posts instead (spec: blocked_tumblelog or blocked_post). */
  postId?: string;
}

/** POST /svc/block/add, form-encoded (spec 1 §7, spec 3 §7). */
export async function blockBlog(api: ApiClient, { tumblelog, name, postId }: BlockRequest): Promise<BlockResponse> {
  const target = postId ? { blocked_post: postId } : { blocked_tumblelog: name };
  return api.post(API_ROUTES.blockAdd, {
    form: { tumblelog, ...target, block_context: postId ? 'post' : 'blog' },
    schema: BlockResponseSchema,
  });
}
