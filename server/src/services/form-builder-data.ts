import { EDITOR_TYPES, type PostFormBuilderData } from '@dash/shared-contracts';
import { COMPOSE_LIMITS } from '../lib/limits';
import { toBlogRef } from '../mappers/blog';
import { listBlogsByOwner } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { currentBlogOf } from './current-blog';

/**
 * POST /svc/post/get_post_form_builder_data: the user's blogs (the client merges them by name) and
 * the compose limits from lib/limits. Twitter and Facebook cross-posting are not connected in this
 * product, so their flags are false.
 */
export async function formBuilderData(db: Executor, auth: Auth): Promise<PostFormBuilderData> {
  const blogs = await listBlogsByOwner(db, auth.user.id);
  const current = await currentBlogOf(db, auth);
  return {
    channels: blogs.map((b) => ({
      ...toBlogRef(b),
      is_current: b.id === current.id,
      is_primary: b.id === auth.user.primary_blog_id,
      twitter_send_posts: false,
      facebook_opengraph_send_posts: false,
    })),
    limits: COMPOSE_LIMITS,
    default_editor_type: EDITOR_TYPES.find((t) => t === auth.user.default_editor_type) ?? 'rich',
  };
}
