import type { ApiClient, Post } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /svc/like or /svc/unlike (spec 1 §7 post actions), form-encoded; the answer is not read. */
export function setPostLiked(api: ApiClient, post: Post, liked: boolean, source: string): Promise<unknown> {
  return api.post(endpointFor(liked ? 'like' : 'unlike'), {
    form: { id: post.id, root_id: post.root_id, key: post.reblog_key, source },
  });
}
