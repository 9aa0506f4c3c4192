import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, PostRemovedResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /deny_submission with pid: deletes a submission from the inbox (spec 1 §7). */
export async function denySubmission(api: ApiClient, postId: string): Promise<PostRemovedResponse> {
  const { PostRemovedResponseSchema } = await loadSchemas();
  return api.post(endpointFor('deny_submission'), { form: { pid: postId }, schema: PostRemovedResponseSchema });
}
