import type { Executor } from './executor';

export interface ModerationLogInput {
  /** null: the command line. */
  actorUserId: number | null;
  actorName: string | null;
  blog?: { id: number; name: string };
  /** The account of an admin grant or revoke. */
  userId?: number;
  flag: string;
  value: boolean;
  now: number;
}

export async function insertModerationLog(db: Executor, entry: ModerationLogInput): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      actor_user_id: entry.actorUserId,
      actor_name: entry.actorName,
      blog_id: entry.blog?.id ?? null,
      blog_name: entry.blog?.name ?? null,
      user_id: entry.userId ?? null,
      flag: entry.flag,
      value: entry.value ? 1 : 0,
      created_at: entry.now,
    })
    .execute();
}

/** A blog's flag changes, newest first. */
export function listBlogModerationLog(db: Executor, blogId: number, limit: number) {
  return db
    .selectFrom('moderation_log')
    .select(['flag', 'value', 'actor_name', 'created_at'])
    .where('blog_id', '=', blogId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
