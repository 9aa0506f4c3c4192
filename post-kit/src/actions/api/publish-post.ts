import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, PostActionResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /publish: a draft (id), or a queued post now (id, queue=1) (spec 1 §7). */
export async function publishPost(api: ApiClient, postId: string, fromQueue: boolean): Promise<PostActionResponse> {
  const { PostActionResponseSchema } = await loadSchemas();
  return api.post(endpointFor('publish'), {
    form: { id: postId, queue: fromQueue ? 1 : undefined },
    schema: PostActionResponseSchema,
  });
}
