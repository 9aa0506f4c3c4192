import { deleteStoredPollCounters } from '../db/dialect/poll-counters';
import { sql } from 'kysely';
import type { Executor } from './executor';

/**
 * The statements of deleting an account (services/account-removal.ts), run in its transaction.
 * Foreign keys cascade what belongs to the user and their blogs (blogs → posts, tags, likes of the
 * posts, replies, follows, blocks, promotions, notifications in the blogs, conversation
 * participants and flags; users → sessions, follows, likes, email links). What they cannot do is
 * keep other people's counters right, or remove rows that point at the blogs without a foreign
 * key: that is done here, before the delete, while the rows still exist.
 */

/** `IN (SELECT value FROM json_each(?))` over the account's blog ids: one statement whatever their number. */
const inBlogs = (blogIds: readonly number[]) => sql`(SELECT value FROM json_each(${JSON.stringify(blogIds)}))`;

/** Others' posts the user liked lose that like and its note; others who liked the user's posts lose those likes from their count. */
export async function releaseLikes(db: Executor, userId: number, blogIds: readonly number[]): Promise<void> {
  await sql`UPDATE posts SET like_count = max(like_count - 1, 0), note_count = max(note_count - 1, 0)
    WHERE id IN (SELECT post_id FROM likes WHERE user_id = ${userId}) AND blog_id NOT IN ${inBlogs(blogIds)}`.execute(db);
  await sql`UPDATE users SET liked_post_count = max(liked_post_count - (
      SELECT count(*) FROM likes l JOIN posts p ON p.id = l.post_id WHERE l.user_id = users.id AND p.blog_id IN ${inBlogs(blogIds)}
    ), 0)
    WHERE id != ${userId} AND id IN (
      SELECT l.user_id FROM likes l JOIN posts p ON p.id = l.post_id WHERE p.blog_id IN ${inBlogs(blogIds)}
    )`.execute(db);
}

/** Blogs the user followed lose a follower; people who followed the user's blogs follow fewer blogs. */
export async function releaseFollows(db: Executor, userId: number, blogIds: readonly number[]): Promise<void> {
  await sql`UPDATE blogs SET follower_count = max(follower_count - 1, 0)
    WHERE id IN (SELECT blog_id FROM follows WHERE user_id = ${userId}) AND id NOT IN ${inBlogs(blogIds)}`.execute(db);
  await sql`UPDATE users SET friend_count = max(friend_count - (
      SELECT count(*) FROM follows f WHERE f.user_id = users.id AND f.blog_id IN ${inBlogs(blogIds)}
    ), 0)
    WHERE id != ${userId} AND id IN (SELECT user_id FROM follows WHERE blog_id IN ${inBlogs(blogIds)})`.execute(db);
}

/** Others' posts lose the notes of the blogs' replies (the replies go with the blogs). */
export async function releaseReplies(db: Executor, blogIds: readonly number[]): Promise<void> {
  await sql`UPDATE posts SET note_count = max(note_count - (
      SELECT count(*) FROM replies r WHERE r.post_id = posts.id AND r.blog_id IN ${inBlogs(blogIds)}
    ), 0)
    WHERE blog_id NOT IN ${inBlogs(blogIds)}
      AND id IN (SELECT post_id FROM replies WHERE blog_id IN ${inBlogs(blogIds)})`.execute(db);
}

/**
 * Questions and submissions the blogs sent that are still waiting in others' inboxes are withdrawn
 * (their blogs' unread counts go down); answered ones stay, as posts of their blogs.
 */
export async function withdrawPendingAsks(db: Executor, blogIds: readonly number[]): Promise<void> {
  await sql`UPDATE blogs SET unread_count = max(unread_count - (
      SELECT count(*) FROM posts p WHERE p.blog_id = blogs.id AND p.state = 'unapproved' AND p.asking_blog_id IN ${inBlogs(blogIds)}
    ), 0)
    WHERE id NOT IN ${inBlogs(blogIds)}
      AND id IN (SELECT blog_id FROM posts WHERE state = 'unapproved' AND asking_blog_id IN ${inBlogs(blogIds)})`.execute(db);
  await sql`DELETE FROM posts WHERE state = 'unapproved' AND asking_blog_id IN ${inBlogs(blogIds)}
    AND blog_id NOT IN ${inBlogs(blogIds)}`.execute(db);
}

/** Notifications in others' blogs from the blogs, or about the blogs' posts (no foreign key on either). */
export async function deleteNotificationsAbout(db: Executor, blogIds: readonly number[]): Promise<void> {
  await sql`DELETE FROM notifications WHERE from_blog_id IN ${inBlogs(blogIds)}
    OR post_id IN (SELECT id FROM posts WHERE blog_id IN ${inBlogs(blogIds)})`.execute(db);
}

/** The paths of the user's media rows (their files go once the transaction commits). */
export async function mediaPathsOf(
  db: Executor,
  userId: number,
): Promise<{ id: number; sizes: string; variants: string; path: string }[]> {
  return db.selectFrom('media').select(['id', 'path', 'sizes', 'variants']).where('owner_user_id', '=', userId).execute();
}

export async function deleteMediaRows(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('media').where('owner_user_id', '=', userId).execute();
}

/**
 * Text of the posts that survive the account but may show its pictures: others' reblogs of its
 * posts (a reblog copies the content and the trail). Files named there are kept.
 */
export async function survivingReblogText(db: Executor, blogIds: readonly number[]): Promise<string[]> {
  const { rows } = await sql<{ content: string; trail: string }>`SELECT content, trail FROM posts
    WHERE blog_id NOT IN ${inBlogs(blogIds)} AND (
      root_id IN (SELECT id FROM posts WHERE blog_id IN ${inBlogs(blogIds)})
      OR reblogged_from_post_id IN (SELECT id FROM posts WHERE blog_id IN ${inBlogs(blogIds)})
    )`.execute(db);
  return rows.flatMap((r) => [r.content, r.trail]);
}

/** The conversations the blogs take part in (read before the blogs go). */
export async function conversationIdsOf(db: Executor, blogIds: readonly number[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT DISTINCT conversation_id AS id FROM conversation_participants
    WHERE blog_id IN ${inBlogs(blogIds)}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The blogs go (cascading what is theirs), then the user (sessions, follows, likes, email links),
 * their poll row and password-check throttle, and the conversations nobody is left in.
 */
export async function deleteAccountRows(db: Executor, userId: number, conversationIds: readonly number[]): Promise<void> {
  await db.deleteFrom('blogs').where('owner_user_id', '=', userId).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
  // Refilled by migration 008's blog-delete trigger for the owner: nothing is left to count.
  await deleteStoredPollCounters(db, userId);
  await db.deleteFrom('auth_throttles').where('scope', '=', 'password').where('key', '=', String(userId)).execute();
  await sql`DELETE FROM conversations WHERE id IN (SELECT value FROM json_each(${JSON.stringify(conversationIds)}))
    AND id NOT IN (SELECT conversation_id FROM conversation_participants)`.execute(db);
}
