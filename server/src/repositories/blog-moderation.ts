import type { BlogModeration, ModerationFlag } from '@dash/shared-contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { BlogRow, Database } from '../db/types';
import { bool } from '../lib/json';
import type { Executor } from './executor';

/**
 * The blog moderation flags (migration 015; server/README.md "Moderation") as conditions on posts.
 * Flagged blogs are few: each list is read from its partial index (a literal 1, so SQLite matches
 * the index's WHERE at prepare time). An admin check is a constant subquery, run once per statement.
 */
type PostsEb = ExpressionBuilder<Database, 'posts'>;

export const FLAG_COLUMNS = {
  spam: 'is_spam',
  nsfw: 'is_nsfw',
  adult: 'is_adult',
  uniblock: 'is_uniblock',
  suspended: 'is_suspended',
} as const satisfies Record<ModerationFlag, keyof BlogRow>;

export const moderationOf = (blog: BlogRow): BlogModeration => ({
  spam: bool(blog.is_spam),
  nsfw: bool(blog.is_nsfw),
  adult: bool(blog.is_adult),
  uniblock: bool(blog.is_uniblock),
  suspended: bool(blog.is_suspended),
});

/** The viewer is an admin (false for visitors). */
export function viewerIsAdmin(eb: PostsEb, viewerUserId: number): Expression<SqlBool> {
  return eb.exists(
    eb.selectFrom('users').select('users.id').where('users.id', '=', viewerUserId).where('users.is_admin', '=', eb.lit(1)),
  );
}

/**
 * The post's blog is not suspended, or the viewer is an admin. (Its owner's own posts are let
 * through by visibleTo's own arm.) A lookup per row in the tiny partial index: as `NOT IN (the
 * list)`, SQLite built the list for every statement, which cost more than a feed page's few lookups.
 */
export function notFromSuspendedBlog(eb: PostsEb, viewerUserId: number | null): Expression<SqlBool> {
  const allowed = eb.not(
    eb.exists(
      eb.selectFrom('blogs as s').select('s.id').whereRef('s.id', '=', 'posts.blog_id').where('s.is_suspended', '=', eb.lit(1)),
    ),
  );
  return viewerUserId === null ? allowed : eb.or([viewerIsAdmin(eb, viewerUserId), allowed]);
}

/**
 * How a flag condition reads the flagged blogs: `lookup`, one seek in the flag's partial index per
 * row (feeds, which read a page's worth of rows); `list`, the flagged blogs' ids built once per
 * statement (searches, which may check thousands of matching rows).
 */
export type FlagPlan = 'lookup' | 'list';

/**
 * The post's blog is neither spam nor suspended, unless it is the viewer's own or the viewer is an
 * admin: what explore, tagged pages and every search leave out.
 */
export function notFromSpamOrSuspendedBlog(
  eb: PostsEb,
  viewerUserId: number | null,
  plan: FlagPlan = 'lookup',
): Expression<SqlBool> {
  let flagged = eb
    .selectFrom('blogs as f')
    .select('f.id')
    .where((b) => b.or([b('f.is_spam', '=', b.lit(1)), b('f.is_suspended', '=', b.lit(1))]));
  if (viewerUserId !== null) flagged = flagged.where('f.owner_user_id', '!=', viewerUserId);
  const allowed =
    plan === 'list' ? eb('posts.blog_id', 'not in', flagged) : eb.not(eb.exists(flagged.whereRef('f.id', '=', 'posts.blog_id')));
  return viewerUserId === null ? allowed : eb.or([viewerIsAdmin(eb, viewerUserId), allowed]);
}

/**
 * Neither the post's blog nor the blog it reblogs is flagged nsfw or adult: what safe search keeps.
 * For everyone, owners and admins too (safe search is the viewer's own choice).
 */
export function notFromNsfwBlog(eb: PostsEb): Expression<SqlBool> {
  const nsfw = () =>
    eb
      .selectFrom('blogs')
      .select('blogs.id')
      .where((b) => b.or([b('blogs.is_nsfw', '=', b.lit(1)), b('blogs.is_adult', '=', b.lit(1))]));
  return eb.and([
    eb('posts.blog_id', 'not in', nsfw()),
    eb.or([eb('posts.reblogged_from_blog_id', 'is', null), eb('posts.reblogged_from_blog_id', 'not in', nsfw())]),
  ]);
}

/** Flips one flag of a blog; the blog as it is now (undefined when it does not exist). */
export function flipBlogFlag(db: Executor, blogId: number, flag: ModerationFlag): Promise<BlogRow | undefined> {
  const column = FLAG_COLUMNS[flag];
  return db
    .updateTable('blogs')
    .set({ [column]: sql<number>`1 - ${sql.ref(column)}` })
    .where('id', '=', blogId)
    .returningAll()
    .executeTakeFirst();
}

/** The suspended blogs that are not this viewer's own, as a subquery of their ids. */
export function suspendedBlogIdsQuery(db: Executor, viewerUserId: number | null) {
  const q = db.selectFrom('blogs').select('blogs.id').where('blogs.is_suspended', '=', sql.lit(1));
  return viewerUserId === null ? q : q.where('blogs.owner_user_id', '!=', viewerUserId);
}

/** Ids of the suspended blogs that are not this viewer's own (notes: lists filtered after reading). */
export async function suspendedBlogIdsHiddenFrom(db: Executor, viewerUserId: number | null): Promise<Set<number>> {
  return new Set((await suspendedBlogIdsQuery(db, viewerUserId).execute()).map((r) => r.id));
}
