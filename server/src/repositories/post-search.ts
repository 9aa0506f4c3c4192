import { SITE_SEARCH } from '@dash/shared-contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { postSearchMatches, postSearchPostId } from '../db/dialect/post-search';
import type { Database, PostRow } from '../db/types';
import { blockedBlogIdsQuery, blogIdsBlockingUserQuery } from './blocks';
import { notFromNsfwBlog, notFromSpamOrSuspendedBlog } from './blog-moderation';
import type { Executor } from './executor';
import { visibleTo } from './visible-posts';

export interface BlogPostSearch {
  blogId: number;
  /** null for visitors. */
  viewerUserId: number | null;
  /** The term's words (lib/fts-query searchWords, never a person's raw term); none: nothing matches. */
  words: readonly string[];
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

/** The filters both searches take: the post types kept, originals only, tags that hide a post. */
interface PostFilters {
  types: readonly string[] | null;
  originalOnly: boolean;
  hiddenTags: readonly string[];
}

/** The post filters of a search as one condition (none: always true). */
function postFilters(db: Executor, f: PostFilters) {
  return (eb: ExpressionBuilder<Database, 'posts'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (f.types) parts.push(eb('posts.type', 'in', [...f.types]));
    if (f.originalOnly) parts.push(eb('posts.reblogged_from_post_id', 'is', null));
    if (f.hiddenTags.length > 0)
      parts.push(
        eb(
          'posts.id',
          'not in',
          db
            .selectFrom('post_tags')
            .select('post_tags.post_id')
            .where('post_tags.tag', 'in', [...f.hiddenTags]),
        ),
      );
    return eb.and(parts);
  };
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
 * One page of a blog's posts whose words match (migration 013's `post_search`), only those the
 * viewer may see (repositories/visible-posts), never reblogs of a blog the viewer blocked. Newest
 * first, or most notes first (then newest). Reads limit + 1 rows so the caller knows if more follow.
 */
export function searchBlogPostRows(db: Executor, s: BlogPostSearch): Promise<PostRow[]> {
  let q = db
    .selectFrom('post_search')
    .innerJoin('posts', (join) => join.on(sql<SqlBool>`posts.id = ${postSearchPostId(db)}`))
    .selectAll('posts')
    // The words, only in the blog's posts (db/dialect/post-search: on SQLite FTS5 then walks the
    // blog's doclist instead of every match).
    .where(postSearchMatches(db, s.words, { blogId: s.blogId }))
    .where('posts.blog_id', '=', s.blogId)
    .where(visibleTo(s.viewerUserId))
    .where(moderationAllows(s.viewerUserId, { safeSearch: s.safeSearch }));
  q = q.where(postFilters(db, s));
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

/**
 * Sitewide search reads at most this many of the newest matching posts (by id) per kind of match:
 * every page a request may reach (SITE_SEARCH.maxOffset + maxLimit) and one more.
 */
export const SITE_SEARCH_CANDIDATES = SITE_SEARCH.maxOffset + SITE_SEARCH.maxLimit + 1;

export interface SitePostSearch {
  /** null for visitors. */
  viewerUserId: number | null;
  /** The term's words (lib/fts-query searchWords, never a person's raw term); none: no match by words. */
  words: readonly string[];
  /** The term as a tag (lower-case, no leading #): posts carrying exactly it match too; null for none. */
  tag: string | null;
  /** Stored post types to keep; null keeps every type. */
  types: readonly string[] | null;
  originalOnly: boolean;
  /** Posts carrying any of these (lower-case) tags are left out (safe search). */
  hiddenTags: readonly string[];
  /** Safe search: posts of nsfw and adult blogs are left out too (moderationAllows). */
  safeSearch: boolean;
  /** top: most notes first, then newest; created: newest first. */
  sort: 'top' | 'created';
  limit: number;
  offset: number;
}

/**
 * One page of the posts of every blog whose words match (migration 013's `post_search`, words in the
 * text or the tags) or that carry the term as a tag (a tag of punctuation or emoji has no words):
 * published posts only, whoever asks (sitewide search never shows private, draft or queued posts, not
 * even to their owner; the owner's blog search does). For a signed-in viewer, never posts of a blog one
 * of their blogs blocked or that blocked one of their blogs, nor reblogs of such a blog. Reads
 * limit + 1 rows so the caller knows if more follow.
 */
export function searchSitePostRows(db: Executor, s: SitePostSearch): Promise<PostRow[]> {
  // The newest candidates of each kind, by id (FTS5 walks its doclist backwards and stops; the tag's
  // rows are its index's), so a word in every post costs a bounded read: every page a request may
  // reach (offset ≤ maxOffset, limit ≤ maxLimit) is among them.
  const byWords =
    s.words.length > 0
      ? db
          .selectFrom('post_search')
          .select(postSearchPostId(db).as('id'))
          .where(postSearchMatches(db, s.words))
          .orderBy(postSearchPostId(db), 'desc')
          .limit(SITE_SEARCH_CANDIDATES)
      : null;
  const byTag = s.tag
    ? db
        .selectFrom('post_tags')
        .select('post_tags.post_id as id')
        .where('post_tags.tag', '=', s.tag)
        .orderBy('post_tags.post_id', 'desc')
        .limit(SITE_SEARCH_CANDIDATES)
    : null;
  const words = byWords && db.selectFrom(byWords.as('w')).select('w.id');
  const tagged = byTag && db.selectFrom(byTag.as('t')).select('t.id');
  const ids = words && tagged ? words.union(tagged) : (words ?? tagged);
  if (!ids) return Promise.resolve([]);
  // The candidates drive, a primary-key lookup each, whatever the sort: CROSS JOIN keeps SQLite's
  // order (left table outer); without it the planner walks every published post and probes them.
  let q = db
    .selectFrom(ids.as('m'))
    .crossJoin('posts')
    .whereRef('posts.id', '=', 'm.id')
    .selectAll('posts')
    .where('posts.state', '=', 'published');
  q = q.where(postFilters(db, s));
  // Spam and suspended blogs (but for their owner and admins); with safe search, nsfw and adult ones.
  q = q.where(moderationAllows(s.viewerUserId, { safeSearch: s.safeSearch }));
  const viewer = s.viewerUserId;
  if (viewer !== null)
    q = q
      .where('posts.blog_id', 'not in', blockedBlogIdsQuery(db, viewer))
      .where('posts.blog_id', 'not in', blogIdsBlockingUserQuery(db, viewer))
      .where((eb) =>
        eb.or([
          eb('posts.reblogged_from_blog_id', 'is', null),
          eb.and([
            eb('posts.reblogged_from_blog_id', 'not in', blockedBlogIdsQuery(db, viewer)),
            eb('posts.reblogged_from_blog_id', 'not in', blogIdsBlockingUserQuery(db, viewer)),
          ]),
        ]),
      );
  if (s.sort === 'top') q = q.orderBy('posts.note_count', 'desc');
  return q
    .orderBy('posts.timestamp', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(s.limit + 1)
    .offset(s.offset)
    .execute();
}
