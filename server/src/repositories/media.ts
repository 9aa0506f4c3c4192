import type { MediaRow } from '../db/types';
import type { Executor } from './executor';

/** The media row stored at `path` (relative to the media directory, as `/media/{path}` serves it). */
export function findMediaByPath(db: Executor, path: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('path', '=', path).executeTakeFirst();
}
