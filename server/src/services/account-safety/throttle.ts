import { ERROR_CODES } from '@dash/shared-contracts';
import { AppError } from '../../lib/app-error';
import { DAY_SECONDS, nowSeconds } from '../../lib/time';
import {
  deleteStaleThrottles,
  deleteThrottle,
  findThrottleToUpdate,
  saveThrottle,
  type AuthThrottleRow,
  type ThrottleScope,
} from '../../repositories/auth-throttles';
import type { Executor } from '../../repositories/executor';

export interface ThrottlePolicy {
  scope: ThrottleScope;
  /** Whether the failures counted so far are old enough to start again from zero. */
  forget: (row: AuthThrottleRow, now: number) => boolean;
  /** When the row (this failure counted) locks until; 0 = not locked. */
  lockUntil: (row: AuthThrottleRow) => number;
  message: string;
}

export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_LOCK_MAX_SECONDS = 3600;
export const LOGIN_LOCKED = 'Too many attempts. Wait a minute and try again.';

/**
 * Logins, keyed on the normalised email whether or not an account has it (so the answer never tells):
 * the 5th failure in a row locks for 1 minute, each further one doubles it (2, 4, ... at most 1 hour).
 * A success clears it; failures are forgotten a day after the last one.
 */
export const LOGIN_POLICY: ThrottlePolicy = {
  scope: 'login',
  forget: (row, now) => now - row.last_failure_at >= DAY_SECONDS,
  lockUntil: (row) => {
    const beyond = row.failures - LOGIN_FAILURES_BEFORE_LOCK;
    if (beyond < 0) return 0;
    return row.last_failure_at + Math.min(60 * 2 ** Math.min(beyond, 16), LOGIN_LOCK_MAX_SECONDS);
  },
  message: LOGIN_LOCKED,
};

export const PASSWORD_CHECK_WINDOW_SECONDS = 15 * 60;
export const PASSWORD_CHECK_LOCKED = 'Too many wrong passwords. Wait 15 minutes and try again.';

/** The current-password check of a password change, per user: 5 wrong ones per 15 minutes. */
export const PASSWORD_CHANGE_POLICY: ThrottlePolicy = {
  scope: 'password',
  forget: (row, now) => now - row.first_failure_at >= PASSWORD_CHECK_WINDOW_SECONDS,
  lockUntil: (row) => (row.failures >= 5 ? row.first_failure_at + PASSWORD_CHECK_WINDOW_SECONDS : 0),
  message: PASSWORD_CHECK_LOCKED,
};

/**
 * Call before checking a password. Refuses with 429 while locked (even a correct password: the lock
 * would mean nothing otherwise); else counts the attempt as a failure up front, so guesses sent in
 * parallel all count, and `clearAttempts` undoes it on success. One transaction on the locked row
 * (SQLite has a single writer; PostgreSQL locks it FOR UPDATE), and the rows live in the database, so
 * every server instance counts every failure.
 */
export async function beginAttempt(db: Executor, policy: ThrottlePolicy, key: string, now = nowSeconds()): Promise<void> {
  const locked = await db.transaction().execute(async (trx) => {
    const row = await findThrottleToUpdate(trx, policy.scope, key, now);
    if (row && row.locked_until > now) return true;
    const fresh = !row || row.failures === 0 || policy.forget(row, now);
    const next: AuthThrottleRow = {
      scope: policy.scope,
      key,
      failures: fresh ? 1 : row.failures + 1,
      first_failure_at: fresh ? now : row.first_failure_at,
      last_failure_at: now,
      locked_until: 0,
    };
    next.locked_until = policy.lockUntil(next);
    await saveThrottle(trx, next);
    await deleteStaleThrottles(trx, now - DAY_SECONDS, now);
    return false;
  });
  if (locked) throw new AppError(429, ERROR_CODES.rateLimited, policy.message);
}

export async function clearAttempts(db: Executor, policy: ThrottlePolicy, key: string): Promise<void> {
  await deleteThrottle(db, policy.scope, key);
}
