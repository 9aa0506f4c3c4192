import type { Executor } from './executor';

export interface Connections {
  twitter_username: string | null;
  facebook_name: string | null;
}

/** The accounts a user connected in /settings/account (migration 019). */
export async function findConnections(db: Executor, userId: number): Promise<Connections> {
  const row = await db
    .selectFrom('users')
    .select(['twitter_username', 'facebook_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { twitter_username: row?.twitter_username ?? null, facebook_name: row?.facebook_name ?? null };
}

/** Sets the given connections (null removes one); the others stay. */
export async function updateConnections(db: Executor, userId: number, change: Partial<Connections>): Promise<void> {
  if (!Object.keys(change).length) return;
  await db.updateTable('users').set(change).where('id', '=', userId).execute();
}
