import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, PostActionResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /approve_submission: publishes a submission (id), or queues it (id, queue=1) (spec 1 §7). */
export async function approveSubmission(api: ApiClient, postId: string, queue: boolean): Promise<PostActionResponse> {
  const { PostActionResponseSchema } = await loadSchemas();
  return api.post(endpointFor('approve_submission'), {
    form: { id: postId, queue: queue ? 1 : undefined },
    schema: PostActionResponseSchema,
  });
}
