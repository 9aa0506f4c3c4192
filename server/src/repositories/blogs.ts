import { rawQuery } from '../db/dialect';
import { type Insertable, type Updateable } from 'kysely';
import type { BlogRow, BlogsTable } from '../db/types';
import type { Executor } from './executor';

export type BlogCounter = 'post_count' | 'follower_count' | 'unread_count' | 'drafts_count' | 'queue_count';

export function findBlogById(db: Executor, id: number): Promise<BlogRow | undefined> {
  return db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBlogByName(db: Executor, name: string): Promise<BlogRow | undefined> {
  return db.selectFrom('blogs').selectAll().where('name', '=', name.trim().toLowerCase()).executeTakeFirst();
}

export function findBlogByUuid(db: Executor, uuid: string): Promise<BlogRow | undefined> {
  return db.selectFrom('blogs').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** A blog by name, uuid or numeric id (the `tumblelog_name_or_id` parameters). */
export async function findBlogByNameOrId(db: Executor, value: string): Promise<BlogRow | undefined> {
  const byName = await findBlogByName(db, value);
  if (byName) return byName;
  const byUuid = await findBlogByUuid(db, value.trim());
  if (byUuid) return byUuid;
  // Only ids a bigint holds (PostgreSQL refuses a bigger number; SQLite simply finds no row).
  const id = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) ? findBlogById(db, id) : undefined;
}

// One prepared statement whatever the number of ids (a JSON array parameter), no query building.
const BLOGS_BY_IDS = 'SELECT * FROM blogs WHERE id IN (SELECT value FROM json_each(?))';

export async function findBlogsByIds(db: Executor, ids: readonly number[]): Promise<BlogRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery<BlogRow>(rawQuery(db, BLOGS_BY_IDS, [JSON.stringify([...new Set(ids)])]));
  return rows;
}

export function listBlogsByOwner(db: Executor, userId: number): Promise<BlogRow[]> {
  return db.selectFrom('blogs').selectAll().where('owner_user_id', '=', userId).orderBy('id').execute();
}

export async function insertBlog(db: Executor, values: Insertable<BlogsTable>): Promise<number> {
  const row = await db
    .insertInto('blogs')
    .values({ ...values, name: values.name.toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setBlogAvatar(db: Executor, blogId: number, avatar: string): Promise<void> {
  await db.updateTable('blogs').set({ avatar }).where('id', '=', blogId).execute();
}

/** Applies counter deltas in one statement; counters never go below 0. */
export async function adjustBlogCounters(
  db: Executor,
  blogId: number,
  deltas: Partial<Record<BlogCounter, number>>,
): Promise<void> {
  const entries = Object.entries(deltas).filter(([, d]) => d !== 0) as [BlogCounter, number][];
  if (entries.length === 0) return;
  await db
    .updateTable('blogs')
    .set((eb) =>
      Object.fromEntries(entries.map(([column, delta]) => [column, eb.fn('max', [eb(column, '+', delta), eb.lit(0)])])),
    )
    .where('id', '=', blogId)
    .execute();
}

/** The blog's most used tags on its published posts, most used first (icebreakers' blog_tags). */
export async function topBlogTags(db: Executor, blogId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('post_tags')
    .innerJoin('posts', 'posts.id', 'post_tags.post_id')
    .select(['post_tags.tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('posts.blog_id', '=', blogId)
    .where('posts.state', '=', 'published')
    .groupBy('post_tags.tag')
    .orderBy('n', 'desc')
    .orderBy('post_tags.tag')
    .limit(limit)
    .execute();
  return rows.map((r) => r.tag);
}

/** The blog's messaging setting (migration 010): messages only from blogs its owner follows. */
export async function setMessagesFromFollowedOnly(db: Executor, blogId: number, on: boolean): Promise<void> {
  await db
    .updateTable('blogs')
    .set({ messages_from_followed_only: on ? 1 : 0 })
    .where('id', '=', blogId)
    .execute();
}

/**
 * Blogs a user might follow (issue 10, first run): blogs with published posts, newest activity first,
 * that are not the user's, not followed, and not blocked either way; spam and suspended blogs only
 * for admins (`withFlagged`; server/README.md "Moderation").
 */
export function listSuggestedBlogs(db: Executor, userId: number, limit: number, withFlagged = false) {
  const own = db.selectFrom('blogs').select('blogs.id').where('blogs.owner_user_id', '=', userId);
  const followed = db.selectFrom('follows').select('follows.blog_id').where('follows.user_id', '=', userId);
  const blockedByUser = db
    .selectFrom('blocks')
    .innerJoin('blogs as blocker', 'blocker.id', 'blocks.blog_id')
    .select('blocks.blocked_blog_id')
    .where('blocker.owner_user_id', '=', userId);
  const blockingUser = db.selectFrom('blocks').select('blocks.blog_id').where('blocks.blocked_blog_id', 'in', own);
  let q = db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .selectAll('blogs')
    .select((eb) => eb.fn.max('posts.timestamp').as('last_post_at'))
    .where('posts.state', '=', 'published')
    .where('blogs.owner_user_id', '!=', userId)
    .where('blogs.id', 'not in', followed)
    .where('blogs.id', 'not in', blockedByUser)
    .where('blogs.id', 'not in', blockingUser);
  if (!withFlagged) q = q.where('blogs.is_spam', '=', 0).where('blogs.is_suspended', '=', 0);
  return q.groupBy('blogs.id').orderBy('last_post_at', 'desc').orderBy('blogs.id', 'desc').limit(limit).execute();
}

/** How many blogs a user owns. */
export function countBlogsByOwner(db: Executor, userId: number): Promise<number> {
  return db
    .selectFrom('blogs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** The columns a blog's settings page writes (POST /svc/settings/blog/{name}, POST /settings/save). */
export type BlogSettingsUpdate = Partial<
  Pick<
    Updateable<BlogsTable>,
    | 'title'
    | 'description'
    | 'theme'
    | 'avatar'
    | 'asks'
    | 'anonymous_asks'
    | 'messages_from_followed_only'
    | 'twitter_send_posts'
    | 'facebook_opengraph_send_posts'
    | 'avatar_alt'
    | 'header_image_alt'
  >
>;

export async function updateBlogSettings(db: Executor, blogId: number, set: BlogSettingsUpdate): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('blogs').set(set).where('id', '=', blogId).execute();
}

/** The blogs with these names (lowercase), for @mentions. */
export function findBlogsByNames(db: Executor, names: readonly string[]): Promise<BlogRow[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('blogs')
    .selectAll()
    .where('name', 'in', [...new Set(names)])
    .execute();
}
