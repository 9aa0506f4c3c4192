import { API_ROUTES } from '@dash/shared-contracts';
import type { ApiClient, Post } from '@dash/shared-contracts';

/** POST /svc/like or /svc/unlike (spec 1 §7 post actions), form-encoded. */
export function setPostLiked(api: ApiClient, post: Post, liked: boolean, source: string): Promise<unknown> {
  return api.post(liked ? API_ROUTES.like : API_ROUTES.unlike, {
    form: { id: post.id, root_id: post.root_id, key: post.reblog_key, source },
  });
}
