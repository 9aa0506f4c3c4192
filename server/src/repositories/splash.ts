import type { PostRow } from '../db/types';
import { blockedBlogIdsQuery } from './blocks';
import type { Executor } from './executor';

export interface SplashQuery {
  /** null for visitors; a signed-in user's blocks apply both ways. */
  viewerUserId: number | null;
  /** Posts carrying any of these (lower-case) tags are left out. */
  hiddenTags: readonly string[];
  limit: number;
}

/**
 * The newest published original photo posts (the logged-out drawer's splash picture): never a
 * reblog, never a post tagged as not safe, never a blog the viewer blocked or that blocked the viewer.
 * Published posts only, whoever asks: the picture is the public face of the product.
 */
export function listSplashPhotoPosts(db: Executor, q: SplashQuery): Promise<PostRow[]> {
  let query = db
    .selectFrom('posts')
    .selectAll('posts')
    .where('posts.state', '=', 'published')
    .where('posts.type', '=', 'photo')
    .where('posts.reblogged_from_post_id', 'is', null);
  if (q.hiddenTags.length > 0)
    query = query.where(
      'posts.id',
      'not in',
      db
        .selectFrom('post_tags')
        .select('post_tags.post_id')
        .where('post_tags.tag', 'in', [...q.hiddenTags]),
    );
  const viewer = q.viewerUserId;
  if (viewer !== null)
    query = query.where('posts.blog_id', 'not in', blockedBlogIdsQuery(db, viewer)).where(
      'posts.blog_id',
      'not in',
      db
        .selectFrom('blocks')
        .select('blocks.blog_id')
        .where(
          'blocks.blocked_blog_id',
          'in',
          db.selectFrom('blogs').select('blogs.id').where('blogs.owner_user_id', '=', viewer),
        ),
    );
  return query.orderBy('posts.timestamp', 'desc').orderBy('posts.id', 'desc').limit(q.limit).execute();
}
