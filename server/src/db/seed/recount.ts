import { sql } from 'kysely';
import type { Executor } from '../../repositories/executor';

/**
 * Recomputes every counter from the rows (seed only: normal writes keep counters up to date in their
 * transactions; this makes the generated world consistent in one pass).
 */
export async function recountAll(db: Executor): Promise<void> {
  await sql`UPDATE posts SET
    like_count = (SELECT COUNT(*) FROM likes WHERE likes.post_id = posts.id),
    reblog_count = (SELECT COUNT(*) FROM posts r WHERE r.reblogged_from_post_id = posts.id)`.execute(db);
  await sql`UPDATE posts SET note_count = like_count + reblog_count
    + (SELECT COUNT(*) FROM posts r WHERE r.root_id = posts.id AND r.reblogged_from_post_id != posts.id)`.execute(db);
  await sql`UPDATE blogs SET
    post_count = (SELECT COUNT(*) FROM posts WHERE posts.blog_id = blogs.id AND state = 'published'),
    drafts_count = (SELECT COUNT(*) FROM posts WHERE posts.blog_id = blogs.id AND state = 'draft'),
    queue_count = (SELECT COUNT(*) FROM posts WHERE posts.blog_id = blogs.id AND state IN ('queued', 'scheduled')),
    unread_count = (SELECT COUNT(*) FROM posts WHERE posts.blog_id = blogs.id AND state = 'unapproved'),
    follower_count = (SELECT COUNT(*) FROM follows WHERE follows.blog_id = blogs.id)`.execute(db);
  await sql`UPDATE users SET
    friend_count = (SELECT COUNT(*) FROM follows WHERE follows.user_id = users.id),
    liked_post_count = (SELECT COUNT(*) FROM likes WHERE likes.user_id = users.id)`.execute(db);
}
