import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { NoteCounts, NoteType } from '@dash/shared-contracts';
import { blockedBlogIdsQuery } from './blocks';
import { suspendedBlogIdsQuery } from './blog-moderation';
import type { Executor } from './executor';

/** A note's row before mapping: when, which kind, which blog, and what it carries. */
export interface NoteRow {
  kind: NoteType;
  /** Unix seconds. */
  at: number;
  /** Tie-breaker within one second: the like's user id, the reblog's post id, the reply's id. */
  id: number;
  blogId: number;
  replyText?: string;
  reblogPostId?: number;
}

export interface NotesCursor {
  at: number;
  kind: NoteType;
  id: number;
}

/** Whose notes: the post, whether it is an original (its whole reblog tree counts), and the viewer. */
export interface NotesOf {
  id: number;
  isRoot: boolean;
  /** The signed-in viewer, whose blocked blogs' notes are left out; null for a visitor. */
  viewerUserId: number | null;
  /** Leave out notes from suspended blogs other than the viewer's own (everyone but admins). */
  hideSuspended?: boolean;
}

/**
 * Within one second (notes are stamped in seconds) replies come first, then reblogs, then likes: a
 * like is the quick gesture, usually made before a reblog or a reply, and newest comes first.
 */
const KIND_ORDER: Record<NoteType, number> = { like: 0, reblog: 1, reply: 2 };

/** Newest first: time, then kind, then id (all descending), so a cursor names one place in the list. */
export function compareNotes(a: Pick<NoteRow, 'at' | 'kind' | 'id'>, b: Pick<NoteRow, 'at' | 'kind' | 'id'>): number {
  return b.at - a.at || KIND_ORDER[b.kind] - KIND_ORDER[a.kind] || b.id - a.id;
}

/**
 * The keyset condition "after the cursor" for one kind's rows (`at`, `id`: its columns): rows of a
 * kind that sorts after the cursor's may share its second; rows of a kind before it must be older;
 * rows of its own kind share the second only with a smaller id.
 */
function afterCursor(kind: NoteType, cursor: NotesCursor | null, at: string, id: string): RawBuilder<SqlBool> {
  if (!cursor) return sql<SqlBool>`1 = 1`;
  const older = sql<SqlBool>`${sql.ref(at)} < ${cursor.at}`;
  const sameSecond = sql<SqlBool>`${sql.ref(at)} = ${cursor.at}`;
  if (KIND_ORDER[kind] < KIND_ORDER[cursor.kind]) return sql<SqlBool>`(${older} OR ${sameSecond})`;
  if (KIND_ORDER[kind] > KIND_ORDER[cursor.kind]) return older;
  return sql<SqlBool>`(${older} OR (${sameSecond} AND ${sql.ref(id)} < ${cursor.id}))`;
}

function likesQuery(db: Executor, post: NotesOf) {
  let query = db
    .selectFrom('likes')
    .innerJoin('users', 'users.id', 'likes.user_id')
    .where('likes.post_id', '=', post.id)
    .where('users.primary_blog_id', 'is not', null);
  if (post.viewerUserId !== null)
    query = query.where('users.primary_blog_id', 'not in', blockedBlogIdsQuery(db, post.viewerUserId));
  if (post.hideSuspended) query = query.where('users.primary_blog_id', 'not in', suspendedBlogIdsQuery(db, post.viewerUserId));
  return query;
}

function reblogsQuery(db: Executor, post: NotesOf) {
  let query = db
    .selectFrom('posts')
    .where(post.isRoot ? 'posts.root_id' : 'posts.reblogged_from_post_id', '=', post.id)
    .where('posts.id', '!=', post.id)
    .where('posts.state', '=', 'published');
  if (post.viewerUserId !== null) query = query.where('posts.blog_id', 'not in', blockedBlogIdsQuery(db, post.viewerUserId));
  if (post.hideSuspended) query = query.where('posts.blog_id', 'not in', suspendedBlogIdsQuery(db, post.viewerUserId));
  return query;
}

function repliesQuery(db: Executor, post: NotesOf) {
  let query = db.selectFrom('replies').where('replies.post_id', '=', post.id);
  if (post.viewerUserId !== null) query = query.where('replies.blog_id', 'not in', blockedBlogIdsQuery(db, post.viewerUserId));
  if (post.hideSuspended) query = query.where('replies.blog_id', 'not in', suspendedBlogIdsQuery(db, post.viewerUserId));
  return query;
}

async function likeRows(db: Executor, post: NotesOf, cursor: NotesCursor | null, take: number): Promise<NoteRow[]> {
  const rows = await likesQuery(db, post)
    .select(['likes.created_at as at', 'likes.user_id as id', 'users.primary_blog_id as blog_id'])
    .where(afterCursor('like', cursor, 'likes.created_at', 'likes.user_id'))
    .orderBy('likes.created_at', 'desc')
    .orderBy('likes.user_id', 'desc')
    .limit(take)
    .execute();
  return rows.map((r) => ({ kind: 'like', at: r.at, id: r.id, blogId: r.blog_id as number }));
}

async function reblogRows(db: Executor, post: NotesOf, cursor: NotesCursor | null, take: number): Promise<NoteRow[]> {
  const rows = await reblogsQuery(db, post)
    .select(['posts.timestamp as at', 'posts.id as id', 'posts.blog_id as blog_id'])
    .where(afterCursor('reblog', cursor, 'posts.timestamp', 'posts.id'))
    .orderBy('posts.timestamp', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(take)
    .execute();
  return rows.map((r) => ({ kind: 'reblog', at: r.at, id: r.id, blogId: r.blog_id, reblogPostId: r.id }));
}

async function replyRows(db: Executor, post: NotesOf, cursor: NotesCursor | null, take: number): Promise<NoteRow[]> {
  const rows = await repliesQuery(db, post)
    .select(['replies.created_at as at', 'replies.id as id', 'replies.blog_id as blog_id', 'replies.text as text'])
    .where(afterCursor('reply', cursor, 'replies.created_at', 'replies.id'))
    .orderBy('replies.created_at', 'desc')
    .orderBy('replies.id', 'desc')
    .limit(take)
    .execute();
  return rows.map((r) => ({ kind: 'reply', at: r.at, id: r.id, blogId: r.blog_id, replyText: r.text }));
}

const ROWS_OF = { like: likeRows, reblog: reblogRows, reply: replyRows };

/**
 * The notes of a post, newest first, after `cursor` (of one kind when `kind` is given): likes (shown
 * as the liker's primary blog), published reblogs of it (its direct reblogs, and for an original
 * every reblog in its tree, as its note count counts them) and replies, without the viewer's blocked
 * blogs. At most `limit + 1` rows (one more tells there is more).
 */
export async function listNotes(
  db: Executor,
  post: NotesOf,
  cursor: NotesCursor | null,
  limit: number,
  kind?: NoteType,
): Promise<NoteRow[]> {
  const kinds: NoteType[] = kind ? [kind] : ['like', 'reblog', 'reply'];
  const lists = await Promise.all(kinds.map((k) => ROWS_OF[k](db, post, cursor, limit + 1)));
  return lists
    .flat()
    .sort(compareNotes)
    .slice(0, limit + 1);
}

/** How many notes of each kind the list holds (the panel's tabs). */
export async function countNotes(db: Executor, post: NotesOf): Promise<NoteCounts> {
  const [like, reblog, reply] = await Promise.all([
    likesQuery(db, post)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    reblogsQuery(db, post)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    repliesQuery(db, post)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { like: Number(like?.n ?? 0), reblog: Number(reblog?.n ?? 0), reply: Number(reply?.n ?? 0) };
}

/** Stores a reply note; answers its id. */
export async function insertReply(
  db: Executor,
  reply: { post_id: number; blog_id: number; text: string; created_at: number },
): Promise<number> {
  const row = await db.insertInto('replies').values(reply).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
