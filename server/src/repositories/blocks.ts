import type { Executor } from './executor';

export function findBlock(db: Executor, blogId: number, blockedBlogId: number) {
  return db
    .selectFrom('blocks')
    .selectAll()
    .where('blog_id', '=', blogId)
    .where('blocked_blog_id', '=', blockedBlogId)
    .executeTakeFirst();
}

export async function insertBlock(db: Executor, blogId: number, blockedBlogId: number, now: number): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blog_id: blogId, blocked_blog_id: blockedBlogId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteBlock(db: Executor, blogId: number, blockedBlogId: number): Promise<void> {
  await db.deleteFrom('blocks').where('blog_id', '=', blogId).where('blocked_blog_id', '=', blockedBlogId).execute();
}

/**
 * The blogs any of this user's blogs blocked, as a subquery: feeds filter with it inside their one
 * statement instead of loading the list first.
 */
export function blockedBlogIdsQuery(db: Executor, userId: number) {
  return db
    .selectFrom('blocks')
    .innerJoin('blogs', 'blogs.id', 'blocks.blog_id')
    .select('blocks.blocked_blog_id')
    .where('blogs.owner_user_id', '=', userId);
}

/** Blogs that any of this user's blogs blocked (hidden from the user's feeds, is_blocked true). */
export async function blogIdsBlockedByUser(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('blocks')
    .innerJoin('blogs', 'blogs.id', 'blocks.blog_id')
    .select('blocks.blocked_blog_id')
    .where('blogs.owner_user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.blocked_blog_id));
}

/** True when one of this user's blogs has blocked the blog (its posts are hidden from the user). */
export async function userBlocksBlog(db: Executor, userId: number, blogId: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .innerJoin('blogs', 'blogs.id', 'blocks.blog_id')
    .select('blocks.blocked_blog_id')
    .where('blocks.blocked_blog_id', '=', blogId)
    .where('blogs.owner_user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** True when the blog has blocked one of this user's blogs: the user may not follow, ask or message it. */
export async function blogBlocksUser(db: Executor, blogId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .innerJoin('blogs', 'blogs.id', 'blocks.blocked_blog_id')
    .select('blocks.blog_id')
    .where('blocks.blog_id', '=', blogId)
    .where('blogs.owner_user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The blogs that blocked any of this user's blogs, as a subquery: a blocked blog cannot "see you in
 * search" (spec 3 §8), so sitewide search leaves their posts and names out for the user.
 */
export function blogIdsBlockingUserQuery(db: Executor, userId: number) {
  return db
    .selectFrom('blocks')
    .innerJoin('blogs', 'blogs.id', 'blocks.blocked_blog_id')
    .select('blocks.blog_id')
    .where('blogs.owner_user_id', '=', userId);
}
