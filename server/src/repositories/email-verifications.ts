import type { Selectable } from 'kysely';
import type { EmailVerificationsTable } from '../db/types';
import type { Executor } from './executor';

export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

export async function insertEmailVerification(
  db: Executor,
  values: { tokenHash: string; userId: number; email: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      email: values.email,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

export function findEmailVerification(db: Executor, tokenHash: string): Promise<EmailVerificationRow | undefined> {
  return db.selectFrom('email_verifications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Every link of the user goes once one is used: links are one-time. */
export async function deleteEmailVerifications(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
}
