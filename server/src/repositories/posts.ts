import { skipLockedRows } from '../db/dialect/row-locks';
import type { NewPost, PostRow, PostUpdate } from '../db/types';
import type { BlogCounter } from './blogs';
import { adjustBlogCounters } from './blogs';
import type { Executor } from './executor';

export function findPostById(db: Executor, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPostsByIds(db: Executor, ids: readonly number[]): Promise<PostRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

async function replaceTags(db: Executor, postId: number, tags: readonly string[]): Promise<void> {
  await db.deleteFrom('post_tags').where('post_id', '=', postId).execute();
  const unique = [...new Set(tags.map((t) => t.toLowerCase()))];
  if (unique.length > 0)
    await db
      .insertInto('post_tags')
      .values(unique.map((tag) => ({ post_id: postId, tag })))
      .execute();
}

/** Which blog counter a post in this state counts towards. */
export function counterForState(type: string, state: string): BlogCounter | null {
  if (state === 'published') return 'post_count';
  if (state === 'draft') return 'drafts_count';
  if (state === 'queued' || state === 'scheduled') return 'queue_count';
  // The inbox: unanswered asks and submissions waiting for approval.
  if (state === 'unapproved') return 'unread_count';
  return null;
}

/** Moves a post between blog counters when it is created, changes state or is deleted. */
export async function applyStateChange(
  db: Executor,
  blogId: number,
  from: { type: string; state: string } | null,
  to: { type: string; state: string } | null,
): Promise<void> {
  const deltas: Partial<Record<BlogCounter, number>> = {};
  const before = from ? counterForState(from.type, from.state) : null;
  const after = to ? counterForState(to.type, to.state) : null;
  if (before === after) return;
  if (before) deltas[before] = (deltas[before] ?? 0) - 1;
  if (after) deltas[after] = (deltas[after] ?? 0) + 1;
  await adjustBlogCounters(db, blogId, deltas);
}

export async function insertPost(db: Executor, values: NewPost, tags: readonly string[]): Promise<number> {
  const row = await db.insertInto('posts').values(values).returning('id').executeTakeFirstOrThrow();
  await replaceTags(db, row.id, tags);
  await applyStateChange(db, values.blog_id, null, { type: values.type, state: values.state });
  return row.id;
}

export async function updatePost(db: Executor, before: PostRow, values: PostUpdate, tags?: readonly string[]): Promise<void> {
  await db.updateTable('posts').set(values).where('id', '=', before.id).execute();
  if (tags) await replaceTags(db, before.id, tags);
  await applyStateChange(db, before.blog_id, before, { type: values.type ?? before.type, state: values.state ?? before.state });
}

export async function deletePost(db: Executor, post: PostRow): Promise<void> {
  await db.deleteFrom('notifications').where('post_id', '=', post.id).execute();
  await db.deleteFrom('posts').where('id', '=', post.id).execute();
  await applyStateChange(db, post.blog_id, post, null);
}

export async function adjustPostCounters(
  db: Executor,
  postId: number,
  deltas: Partial<Record<'like_count' | 'reblog_count' | 'note_count', number>>,
): Promise<void> {
  const entries = Object.entries(deltas).filter(([, d]) => d !== 0) as ['like_count' | 'reblog_count' | 'note_count', number][];
  if (entries.length === 0) return;
  await db
    .updateTable('posts')
    .set((eb) => Object.fromEntries(entries.map(([c, d]) => [c, eb.fn('max', [eb(c, '+', d), eb.lit(0)])])))
    .where('id', '=', postId)
    .execute();
}

/**
 * Claims one due scheduled post inside the publishing transaction: the row, still scheduled and due,
 * or undefined when it is no longer (published meanwhile) or another instance holds it (dialect/row-locks).
 */
export function claimDuePost(trx: Executor, postId: number, now: number): Promise<PostRow | undefined> {
  const query = trx
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', postId)
    .where('state', '=', 'scheduled')
    .where('publish_on', '<=', now);
  return skipLockedRows(trx, query).executeTakeFirst();
}

export function findDuePosts(db: Executor, now: number): Promise<PostRow[]> {
  return db.selectFrom('posts').selectAll().where('state', '=', 'scheduled').where('publish_on', '<=', now).execute();
}
