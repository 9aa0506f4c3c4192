import { badRequest } from '../../lib/app-error';
import { verifyPassword } from '../../lib/crypto';
import type { Executor } from '../../repositories/executor';
import type { Auth } from '../../types/fastify';
import { PASSWORD_CHANGE_POLICY, beginAttempt, clearAttempts } from './throttle';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/**
 * The password check of the account settings (email change, account deletion): the same per-user
 * lockout as a password change (5 wrong ones per 15 minutes, then 429 even for the right one), so
 * none of these forms is a way around the other's limit.
 */
export async function assertCurrentPassword(db: Executor, auth: Auth, password: string, field: string): Promise<void> {
  const key = String(auth.user.id);
  await beginAttempt(db, PASSWORD_CHANGE_POLICY, key);
  if (!(await verifyPassword(password, auth.user.password_salt, auth.user.password_hash))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, field);
  }
  await clearAttempts(db, PASSWORD_CHANGE_POLICY, key);
}
