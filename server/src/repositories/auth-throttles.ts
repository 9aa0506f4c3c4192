import type { Selectable } from 'kysely';
import type { AuthThrottlesTable } from '../db/types';
import type { Executor } from './executor';

export type AuthThrottleRow = Selectable<AuthThrottlesTable>;
export type ThrottleScope = 'login' | 'password';

export function findThrottle(db: Executor, scope: ThrottleScope, key: string): Promise<AuthThrottleRow | undefined> {
  return db.selectFrom('auth_throttles').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

export async function saveThrottle(db: Executor, row: AuthThrottleRow): Promise<void> {
  const { failures, first_failure_at, last_failure_at, locked_until } = row;
  await db
    .insertInto('auth_throttles')
    .values(row)
    .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ failures, first_failure_at, last_failure_at, locked_until }))
    .execute();
}

export async function deleteThrottle(db: Executor, scope: ThrottleScope, key: string): Promise<void> {
  await db.deleteFrom('auth_throttles').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Rows nobody has failed on since `before` and that lock nothing: unknown emails must not pile up. */
export async function deleteStaleThrottles(db: Executor, before: number, now: number): Promise<void> {
  await db.deleteFrom('auth_throttles').where('last_failure_at', '<', before).where('locked_until', '<=', now).execute();
}
