import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, Post, PostActionResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /answer: answers an ask from the inbox and publishes it (spec 1 §7). */
export async function answerAsk(api: ApiClient, post: Post, text: string): Promise<PostActionResponse> {
  const { PostActionResponseSchema } = await loadSchemas();
  return api.post(endpointFor('answer'), {
    form: { post_id: post.id, tumblelog: post.blog.name, key: post.reblog_key, answer_text: text },
    schema: PostActionResponseSchema,
  });
}
