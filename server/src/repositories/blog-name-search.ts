import { sql, type SqlBool } from 'kysely';
import type { BlogRow } from '../db/types';
import { blockedBlogIdsQuery, blogIdsBlockingUserQuery } from './blocks';
import type { Executor } from './executor';

export interface BlogNameSearch {
  /** Lower-case text the blog's name or title must contain. */
  needle: string;
  /** The same as a blog name would spell it (spaces as hyphens: "maya draws" finds maya-draws). */
  nameNeedle: string;
  /** null for visitors. */
  viewerUserId: number | null;
  limit: number;
}

/**
 * Blogs whose name or title contains the needle (sitewide search's row of blogs): the blog named
 * exactly so first, then names that start with it, then the most followed. `instr`, not LIKE, so `%`
 * and `_` are letters. For a signed-in viewer, never a blog one of their blogs blocked or that blocked
 * one of theirs (spec 3 §8); never a spam or suspended blog but the viewer's own (or for an admin).
 */
export function searchBlogsByName(db: Executor, s: BlogNameSearch): Promise<BlogRow[]> {
  let q = db
    .selectFrom('blogs')
    .selectAll('blogs')
    .where((eb) =>
      eb.or([
        sql<SqlBool>`instr(lower(blogs.name), ${s.nameNeedle}) > 0`,
        sql<SqlBool>`instr(lower(blogs.title), ${s.needle}) > 0`,
      ]),
    );
  const viewer = s.viewerUserId;
  // Spam and suspended blogs are not offered (but to their owner and admins), as in every search.
  q = q.where((eb) => {
    const plain = eb.and([eb('blogs.is_spam', '=', eb.lit(0)), eb('blogs.is_suspended', '=', eb.lit(0))]);
    if (viewer === null) return plain;
    return eb.or([
      plain,
      eb('blogs.owner_user_id', '=', viewer),
      eb.exists(eb.selectFrom('users').select('users.id').where('users.id', '=', viewer).where('users.is_admin', '=', eb.lit(1))),
    ]);
  });
  if (viewer !== null)
    q = q
      .where('blogs.id', 'not in', blockedBlogIdsQuery(db, viewer))
      .where('blogs.id', 'not in', blogIdsBlockingUserQuery(db, viewer));
  return q
    .orderBy(sql`lower(blogs.name) = ${s.nameNeedle}`, 'desc')
    .orderBy(sql`instr(lower(blogs.name), ${s.nameNeedle}) = 1`, 'desc')
    .orderBy('blogs.follower_count', 'desc')
    .orderBy('blogs.name')
    .limit(s.limit)
    .execute();
}

/** The viewer's follows among these blogs: blog id → subscribed. */
export async function followsAmong(db: Executor, userId: number, blogIds: readonly number[]): Promise<Map<number, boolean>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('follows')
    .select(['blog_id', 'is_subscribed'])
    .where('user_id', '=', userId)
    .where('blog_id', 'in', [...new Set(blogIds)])
    .execute();
  return new Map(rows.map((r) => [r.blog_id, Boolean(r.is_subscribed)]));
}
