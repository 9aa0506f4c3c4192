import type { ChangeEmailRequest, User } from '@dash/shared-contracts';
import { badRequest } from '../lib/app-error';
import { deleteEmailVerifications } from '../repositories/email-verifications';
import { deleteOtherSessions } from '../repositories/sessions';
import { findVerifiedUserByEmail, normaliseEmail, setUnverifiedEmail } from '../repositories/users';
import type { Auth } from '../types/fastify';
import { assertCurrentPassword } from './account-safety/current-password';
import { mailVerificationLink, type MailDeps } from './account-safety/email-verification';
import { currentUser } from './dashboard-settings';

export const SAME_EMAIL = 'That is already your email address.';

/**
 * POST /svc/settings/account/email. With the current password, the account's address becomes the
 * new one, unverified (like a new account: messaging waits for the link). Like registration, the
 * answer never tells whether another account has the address: only the mailboxes learn it. The new
 * one gets a verification link (or, when a verified account holds it, a note without one: that
 * link could never verify, migration 004's partial unique index); the old one is told of the change.
 * Earlier links stop working (they verify the old address), and other sessions end.
 */
export async function changeEmail(deps: MailDeps, auth: Auth, input: ChangeEmailRequest): Promise<User> {
  await assertCurrentPassword(deps.db, auth, input.password, 'password');
  const email = normaliseEmail(input.email);
  const previous = auth.user.email;
  if (email === previous) throw badRequest(SAME_EMAIL, 'email');
  const userId = auth.user.id;
  await deps.db.transaction().execute(async (trx) => {
    await setUnverifiedEmail(trx, userId, email);
    await deleteEmailVerifications(trx, userId);
    await deleteOtherSessions(trx, userId, auth.session.id);
  });
  const holder = await findVerifiedUserByEmail(deps.db, email, userId);
  if (holder) await mailAddressTaken(deps, userId, email);
  else
    await mailVerificationLink(
      deps,
      { id: userId, email },
      {
        subject: 'Confirm your new email address',
        intro: 'You changed the email address of your Dash account to this one. Confirm it by opening this link within 48 hours:',
        outro: "If you didn't ask for this, ignore this mail: the address stays unconfirmed without the link.",
      },
    );
  await deps.mailer.send({
    kind: 'email-changed',
    to: previous,
    subject: 'Your Dash email address was changed',
    text: [
      `The email address of your Dash account was changed to ${email}.`,
      '',
      "If that wasn't you, log in with the new address and your password, change both, and tell us.",
    ].join('\n'),
    meta: { user_id: userId },
  });
  return currentUser(deps.db, userId);
}

async function mailAddressTaken(deps: MailDeps, userId: number, email: string): Promise<void> {
  await deps.mailer.send({
    kind: 'account-exists',
    to: email,
    subject: 'You already have a Dash account',
    text: [
      'Someone, maybe you, asked to move a Dash account to this email address.',
      'This address already belongs to a Dash account, so the other account cannot use it.',
      '',
      "If that wasn't you, ignore this mail: your account has not changed.",
    ].join('\n'),
    meta: { user_id: userId },
  });
}
