import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, PostRow } from '../db/types';
import { blockedBlogIdsQuery } from './blocks';
import { notFromNsfwBlog, notFromSpamOrSuspendedBlog } from './blog-moderation';
import type { Executor } from './executor';
import { visibleTo } from './visible-posts';

export interface BlogPostSearch {
  blogId: number;
  /** null for visitors. */
  viewerUserId: number | null;
  /** An FTS5 expression built by lib/fts-query (never a person's raw term). */
  match: string;
  /** Stored post types to keep; null keeps every type. */
  types: readonly string[] | null;
  originalOnly: boolean;
  /** Posts carrying any of these (lower-case) tags are left out. */
  hiddenTags: readonly string[];
  /** Safe search: posts of nsfw and adult blogs are left out too (moderationAllows). */
  safeSearch: boolean;
  sort: 'created' | 'popularity';
  limit: number;
  offset: number;
}

/**
 * THE moderation rule of every search (server/README.md "Moderation"; blog search here, and any
 * sitewide search should use it too): posts of spam or suspended blogs are left out for everyone but
 * their owner and admins; with safe search, posts of nsfw or adult blogs, and reblogs of them, are
 * left out for everyone. `viewerUserId` is null for visitors. One condition of the search statement.
 */
export function moderationAllows(viewerUserId: number | null, opts: { safeSearch: boolean }) {
  return (eb: ExpressionBuilder<Database, 'posts'>): Expression<SqlBool> => {
    const allowed = notFromSpamOrSuspendedBlog(eb, viewerUserId, 'list');
    return opts.safeSearch ? eb.and([allowed, notFromNsfwBlog(eb)]) : allowed;
  };
}

/**
 * The words, only in the blog's posts: its `b<id>` token ANDed with the words, which must be in the
 * text or the tags (migration 013). FTS5 then walks the blog's doclist instead of every match.
 */
const blogScoped = (blogId: number, match: string) => `blog : "b${Math.trunc(blogId)}" AND {text tags} : (${match})`;

/**
 * One page of a blog's posts whose words match (migration 013's `post_search`), only those the
 * viewer may see (repositories/visible-posts), never reblogs of a blog the viewer blocked. Newest
 * first, or most notes first (then newest). Reads limit + 1 rows so the caller knows if more follow.
 */
export function searchBlogPostRows(db: Executor, s: BlogPostSearch): Promise<PostRow[]> {
  let q = db
    .selectFrom('post_search')
    .innerJoin('posts', 'posts.id', 'post_search.rowid')
    .selectAll('posts')
    .where(sql<SqlBool>`post_search MATCH ${blogScoped(s.blogId, s.match)}`)
    .where('posts.blog_id', '=', s.blogId)
    .where(visibleTo(s.viewerUserId))
    .where(moderationAllows(s.viewerUserId, { safeSearch: s.safeSearch }));
  if (s.types) q = q.where('posts.type', 'in', [...s.types]);
  if (s.originalOnly) q = q.where('posts.reblogged_from_post_id', 'is', null);
  if (s.hiddenTags.length > 0)
    q = q.where(
      'posts.id',
      'not in',
      db
        .selectFrom('post_tags')
        .select('post_tags.post_id')
        .where('post_tags.tag', 'in', [...s.hiddenTags]),
    );
  const viewer = s.viewerUserId;
  if (viewer !== null)
    q = q.where((eb) =>
      eb.or([
        eb('posts.reblogged_from_blog_id', 'is', null),
        eb('posts.reblogged_from_blog_id', 'not in', blockedBlogIdsQuery(db, viewer)),
      ]),
    );
  if (s.sort === 'popularity') q = q.orderBy('posts.note_count', 'desc');
  return q
    .orderBy('posts.timestamp', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(s.limit + 1)
    .offset(s.offset)
    .execute();
}

/**
 * The blog's tags (stored lower-case) on posts the viewer may see and search that contain `needle`
 * (lower-case; '' for all), most used first, then alphabetically. `instr`, not LIKE, so `%` and `_` are letters.
 */
export async function blogTagsContaining(
  db: Executor,
  blogId: number,
  viewerUserId: number | null,
  needle: string,
  limit: number,
): Promise<string[]> {
  let q = db
    .selectFrom('post_tags')
    .innerJoin('posts', 'posts.id', 'post_tags.post_id')
    .select(['post_tags.tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('posts.blog_id', '=', blogId)
    .where(visibleTo(viewerUserId))
    .where(moderationAllows(viewerUserId, { safeSearch: false }));
  if (needle) q = q.where(sql<SqlBool>`instr(post_tags.tag, ${needle}) > 0`);
  const rows = await q.groupBy('post_tags.tag').orderBy('n', 'desc').orderBy('post_tags.tag').limit(limit).execute();
  return rows.map((r) => r.tag);
}
