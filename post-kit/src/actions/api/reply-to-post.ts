import { loadSchemas } from '../../lib/load-schemas';
import type { ApiClient, Post, ReplyResponse } from '@dash/shared-contracts';
import { endpointFor } from '../lib/action-endpoints';

/** POST /svc/reply: a one-line reply that becomes a note on the post (spec 1 §7); the answer carries the note. */
export async function replyToPost(api: ApiClient, post: Post, text: string, source: string): Promise<ReplyResponse> {
  const { ReplyResponseSchema } = await loadSchemas();
  return api.post(endpointFor('reply'), {
    form: { reply_text: text, post_id: post.id, tumblelog: post.blog.name, tumblelog_key: post.reblog_key, source },
    schema: ReplyResponseSchema,
  });
}
