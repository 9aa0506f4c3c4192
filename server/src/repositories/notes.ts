import type { Executor } from './executor';

/** A note's row before mapping: when, which kind, which blog, and what it carries. */
export interface NoteRow {
  kind: 'like' | 'reblog' | 'reply';
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
  kind: NoteRow['kind'];
  id: number;
}

const KIND_ORDER: Record<NoteRow['kind'], number> = { reply: 0, reblog: 1, like: 2 };

/** Newest first: time, then kind, then id (all descending), so a cursor names one place in the list. */
export function compareNotes(a: Pick<NoteRow, 'at' | 'kind' | 'id'>, b: Pick<NoteRow, 'at' | 'kind' | 'id'>): number {
  return b.at - a.at || KIND_ORDER[b.kind] - KIND_ORDER[a.kind] || b.id - a.id;
}

const isBefore = (row: NoteRow, cursor: NotesCursor | null) => !cursor || compareNotes(cursor, row) < 0;

/**
 * The notes of a post, newest first, after `cursor`: likes (shown as the liker's primary blog),
 * published reblogs of it (its direct reblogs, and for an original every reblog in its tree, as its
 * note count counts them), and replies. At most `limit + 1` rows (one more tells there is more).
 */
export async function listNotes(
  db: Executor,
  post: { id: number; isRoot: boolean },
  cursor: NotesCursor | null,
  limit: number,
  hiddenBlogIds: ReadonlySet<number>,
): Promise<NoteRow[]> {
  const upTo = cursor?.at ?? Number.MAX_SAFE_INTEGER;
  const take = limit + 1 + 10; // a few more than needed: rows at the cursor's own second are filtered below
  const [likes, reblogs, replies] = await Promise.all([
    db
      .selectFrom('likes')
      .innerJoin('users', 'users.id', 'likes.user_id')
      .select(['likes.created_at as at', 'likes.user_id as id', 'users.primary_blog_id as blog_id'])
      .where('likes.post_id', '=', post.id)
      .where('likes.created_at', '<=', upTo)
      .where('users.primary_blog_id', 'is not', null)
      .orderBy('likes.created_at', 'desc')
      .orderBy('likes.user_id', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('posts')
      .select(['posts.timestamp as ts', 'posts.id as id', 'posts.blog_id as blog_id'])
      .where(post.isRoot ? 'posts.root_id' : 'posts.reblogged_from_post_id', '=', post.id)
      .where('posts.id', '!=', post.id)
      .where('posts.state', '=', 'published')
      .where('posts.timestamp', '<=', upTo)
      .orderBy('posts.timestamp', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('replies')
      .select(['replies.created_at as at', 'replies.id as id', 'replies.blog_id as blog_id', 'replies.text as text'])
      .where('replies.post_id', '=', post.id)
      .where('replies.created_at', '<=', upTo)
      .orderBy('replies.created_at', 'desc')
      .orderBy('replies.id', 'desc')
      .limit(take)
      .execute(),
  ]);
  const rows: NoteRow[] = [
    ...likes.map((r) => ({ kind: 'like' as const, at: r.at, id: r.id, blogId: r.blog_id as number })),
    ...reblogs.map((r) => ({ kind: 'reblog' as const, at: r.ts, id: r.id, blogId: r.blog_id, reblogPostId: r.id })),
    ...replies.map((r) => ({ kind: 'reply' as const, at: r.at, id: r.id, blogId: r.blog_id, replyText: r.text })),
  ];
  return rows
    .filter((row) => !hiddenBlogIds.has(row.blogId) && isBefore(row, cursor))
    .sort(compareNotes)
    .slice(0, limit + 1);
}
