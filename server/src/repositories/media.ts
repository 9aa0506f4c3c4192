import type { MediaRow } from '../db/types';
import type { Executor } from './executor';

/** The media row stored at `path` (relative to the media directory, as `/media/{path}` serves it). */
export function findMediaByPath(db: Executor, path: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('path', '=', path).executeTakeFirst();
}

export async function deleteMediaById(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

/**
 * Whether a post's reblog trail names this media path (a trail keeps its blogs' avatar URLs as they
 * were): such files stay when their blog's avatar changes or the account goes. A scan of the trails,
 * for the rare avatar change and account deletion only.
 */
export async function isNamedInTrails(db: Executor, rel: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where((eb) => eb(eb.fn('instr', ['trail', eb.val(rel)]), '>', 0))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
