import type { Selectable } from 'kysely';
import { lockedRows } from '../db/dialect/row-locks';
import type { AuthThrottlesTable } from '../db/types';
import type { Executor } from './executor';

export type AuthThrottleRow = Selectable<AuthThrottlesTable>;
export type ThrottleScope = 'login' | 'password';

/**
 * The row, locked for this transaction (db/dialect/row-locks): a row with no failures is inserted
 * first when there is none, so two instances counting the first failure of a key at once take turns
 * on one row instead of both inserting.
 */
export async function findThrottleToUpdate(
  db: Executor,
  scope: ThrottleScope,
  key: string,
  now: number,
): Promise<AuthThrottleRow | undefined> {
  await db
    .insertInto('auth_throttles')
    .values({ scope, key, failures: 0, first_failure_at: now, last_failure_at: now, locked_until: 0 })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .execute();
  return lockedRows(
    db,
    db.selectFrom('auth_throttles').selectAll().where('scope', '=', scope).where('key', '=', key),
  ).executeTakeFirst();
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
