import { sql } from 'kysely';
import type { Executor } from './executor';

export async function followedBlogIds(db: Executor, userId: number, among?: readonly number[]): Promise<Set<number>> {
  if (among && among.length === 0) return new Set();
  let q = db.selectFrom('follows').select('blog_id').where('user_id', '=', userId);
  if (among) q = q.where('blog_id', 'in', [...new Set(among)]);
  return new Set((await q.execute()).map((r) => r.blog_id));
}

export function findFollow(db: Executor, userId: number, blogId: number) {
  return db.selectFrom('follows').selectAll().where('user_id', '=', userId).where('blog_id', '=', blogId).executeTakeFirst();
}

/**
 * Inserts the follow unless it exists; true when this call inserted it. A follow sent twice at once
 * (two tabs, two instances) inserts one row, and only that call counts it.
 */
export async function insertFollow(db: Executor, userId: number, blogId: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('follows')
    .values({ user_id: userId, blog_id: blogId, is_subscribed: 0, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'blog_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** True when this call deleted the follow (an unfollow sent twice at once uncounts it once). */
export async function deleteFollow(db: Executor, userId: number, blogId: number): Promise<boolean> {
  const result = await db.deleteFrom('follows').where('user_id', '=', userId).where('blog_id', '=', blogId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setSubscribed(db: Executor, userId: number, blogId: number, subscribed: boolean): Promise<void> {
  await db
    .updateTable('follows')
    .set({ is_subscribed: subscribed ? 1 : 0 })
    .where('user_id', '=', userId)
    .where('blog_id', '=', blogId)
    .execute();
}

export async function likedPostIds(db: Executor, userId: number, among: readonly number[]): Promise<Set<number>> {
  if (among.length === 0) return new Set();
  const rows = await db
    .selectFrom('likes')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('post_id', 'in', [...new Set(among)])
    .execute();
  return new Set(rows.map((r) => r.post_id));
}

export function findLike(db: Executor, userId: number, postId: number) {
  return db.selectFrom('likes').selectAll().where('user_id', '=', userId).where('post_id', '=', postId).executeTakeFirst();
}

/** Inserts the like unless it exists; true when this call inserted it (see insertFollow). */
export async function insertLike(db: Executor, userId: number, postId: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('likes')
    .values({ user_id: userId, post_id: postId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** True when this call deleted the like. */
export async function deleteLike(db: Executor, userId: number, postId: number): Promise<boolean> {
  const result = await db.deleteFrom('likes').where('user_id', '=', userId).where('post_id', '=', postId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of these posts one of the given blogs has reblogged. */
export async function rebloggedPostIds(db: Executor, blogIds: readonly number[], among: readonly number[]): Promise<Set<number>> {
  if (blogIds.length === 0 || among.length === 0) return new Set();
  const rows = await db
    .selectFrom('posts')
    .select('reblogged_from_post_id')
    .where('blog_id', 'in', [...blogIds])
    .where('reblogged_from_post_id', 'in', [...new Set(among)])
    .execute();
  return new Set(rows.map((r) => r.reblogged_from_post_id).filter((id): id is number => id !== null));
}

export async function insertNotification(
  db: Executor,
  values: {
    blog_id: number;
    type: string;
    from_blog_id: number | null;
    post_id: number | null;
    created_at: number;
    answer_text?: string | null;
    reply_text?: string | null;
    new_post_id?: number | null;
  },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      ...values,
      answer_text: values.answer_text ?? null,
      reply_text: values.reply_text ?? null,
      new_post_id: values.new_post_id ?? null,
    })
    .execute();
}

/** When this user started following each of these blogs (unix seconds), for relationship texts. */
export async function followsSince(db: Executor, userId: number, blogIds: readonly number[]): Promise<Map<number, number>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('follows')
    .select(['blog_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('blog_id', 'in', [...blogIds])
    .execute();
  return new Map(rows.map((r) => [r.blog_id, r.created_at]));
}

/** The users among `userIds` who follow the blog. */
export async function followersAmong(db: Executor, blogId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('user_id')
    .where('blog_id', '=', blogId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/**
 * A page of the blogs a user follows, most recently followed first, with their follow rows. Suspended
 * blogs only with `withSuspended` (admins; server/README.md "Moderation"): a follower cannot see them.
 */
export function listFollowedBlogs(db: Executor, userId: number, limit: number, offset: number, withSuspended = false) {
  let q = db
    .selectFrom('follows')
    .innerJoin('blogs', 'blogs.id', 'follows.blog_id')
    .selectAll('blogs')
    .select(['follows.is_subscribed as follow_is_subscribed'])
    .where('follows.user_id', '=', userId);
  if (!withSuspended) q = q.where('blogs.is_suspended', '=', 0);
  return q
    .orderBy('follows.created_at', 'desc')
    .orderBy('blogs.id', 'desc')
    .limit(limit + 1)
    .offset(offset)
    .execute();
}

/** How many blogs a user follows (suspended ones only `withSuspended`, as listFollowedBlogs). */
export async function countFollowedBlogs(db: Executor, userId: number, withSuspended = false): Promise<number> {
  let q = db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('follows.user_id', '=', userId);
  if (!withSuspended)
    q = q.where(
      'follows.blog_id',
      'not in',
      db.selectFrom('blogs').select('blogs.id').where('blogs.is_suspended', '=', sql.lit(1)),
    );
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the blog already has a notification of this type about this post (mentions are once per post and blog). */
export async function hasPostNotification(db: Executor, blogId: number, type: string, postId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('post_id', '=', postId)
    .where('blog_id', '=', blogId)
    .where('type', '=', type)
    .executeTakeFirst();
  return Boolean(row);
}
