import type { PostVersionRow } from '../db/types';
import type { Executor } from './executor';

/** Earlier versions of posts (migration 024, issue 13 "Edit history"). */

export async function insertPostVersion(
  db: Executor,
  version: { post_id: number; content: string; tags: string; started_at: number; replaced_at: number },
): Promise<void> {
  await db.insertInto('post_versions').values(version).execute();
}

/** A post's earlier versions, newest first. */
export function listPostVersions(db: Executor, postId: number): Promise<PostVersionRow[]> {
  return db.selectFrom('post_versions').selectAll().where('post_id', '=', postId).orderBy('id', 'desc').execute();
}

/** Deletes one version of this post; false when the post has no such version. */
export async function deletePostVersion(db: Executor, postId: number, versionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('post_versions')
    .where('post_id', '=', postId)
    .where('id', '=', versionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * For a page of posts, in one statement: how many versions each edited post keeps, and when each
 * root of a reblog was last edited. Only the posts that need it are asked about (edited ones; roots
 * of reblogs), so a page of unedited originals issues no statement at all.
 */
export async function editStats(
  db: Executor,
  editedIds: readonly number[],
  rootIds: readonly number[],
): Promise<{ versionCounts: Map<number, number>; editedAt: Map<number, number> }> {
  const versionCounts = new Map<number, number>();
  const editedAt = new Map<number, number>();
  const ids = [...new Set([...editedIds, ...rootIds])];
  if (ids.length === 0) return { versionCounts, editedAt };
  const rows = await db
    .selectFrom('posts')
    .select((eb) => [
      'posts.id',
      'posts.edited_at',
      eb
        .selectFrom('post_versions')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('post_versions.post_id', '=', 'posts.id')
        .as('versions'),
    ])
    .where('posts.id', 'in', ids)
    .where('posts.edited_at', 'is not', null)
    .execute();
  for (const row of rows) {
    versionCounts.set(row.id, Number(row.versions ?? 0));
    if (row.edited_at !== null) editedAt.set(row.id, row.edited_at);
  }
  return { versionCounts, editedAt };
}
