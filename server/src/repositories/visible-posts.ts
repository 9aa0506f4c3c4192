import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, PostRow } from '../db/types';
import { notFromSuspendedBlog } from './blog-moderation';
import type { Executor } from './executor';

/**
 * THE visibility rule for posts (issue 7, defect 1): a published post is public; a post in any other
 * state (private, draft, queued, scheduled, transcoding, and the inbox's unapproved asks and
 * submissions, which live in the recipient's blog) is seen only by the owner of the blog it belongs
 * to. Every feed and every lookup of a post by id goes through this condition, so a guessed id
 * answers exactly as a missing one. A suspended blog's posts are seen only by its owner and admins
 * (server/README.md "Moderation"). `viewerUserId` is null for visitors.
 */
export function visibleTo(viewerUserId: number | null) {
  return (eb: ExpressionBuilder<Database, 'posts'>): Expression<SqlBool> => {
    // A suspended blog's posts (migration 015) are seen only by its owner (the second arm) and admins.
    const published = eb.and([eb('posts.state', '=', 'published'), notFromSuspendedBlog(eb, viewerUserId)]);
    if (viewerUserId === null) return published;
    const ownBlogs = eb.selectFrom('blogs').select('blogs.id').where('blogs.owner_user_id', '=', viewerUserId);
    return eb.or([published, eb('posts.blog_id', 'in', ownBlogs)]);
  };
}

/** One post by id, when the viewer may see it (undefined otherwise, as for a missing post). */
export function findVisiblePost(db: Executor, viewerUserId: number | null, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('posts.id', '=', id).where(visibleTo(viewerUserId)).executeTakeFirst();
}

/** The posts among these ids the viewer may see (notifications, message post references). */
export function findVisiblePostsByIds(db: Executor, viewerUserId: number | null, ids: readonly number[]): Promise<PostRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('posts')
    .selectAll()
    .where('posts.id', 'in', [...new Set(ids)])
    .where(visibleTo(viewerUserId))
    .execute();
}
