import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto';
import { nowSeconds } from '../../lib/time';
import { deleteEmailVerifications, findEmailVerification, insertEmailVerification } from '../../repositories/email-verifications';
import type { Executor } from '../../repositories/executor';
import { findUserById, findVerifiedUserByEmail, markEmailVerified } from '../../repositories/users';

export const VERIFY_TTL_SECONDS = 48 * 3600;
export const VERIFY_PATH_PREFIX = '/account/verify/';

/**
 * The mail a new account gets. Registration answers the same whether or not the address is taken
 * (server/README.md, "Accounts"); only the mailbox's owner learns which: a one-time link that
 * verifies the account, or, when a verified account already has the address, a note saying so.
 */
export async function sendRegistrationMail(app: FastifyInstance, user: { id: number; email: string }): Promise<void> {
  // PUBLIC_URL: links in mail never come from the request's Host header (issue 7).
  const origin = app.config.publicUrl;
  const holder = await findVerifiedUserByEmail(app.db, user.email, user.id);
  if (holder) {
    await app.mailer.send({
      kind: 'account-exists',
      to: user.email,
      subject: 'You already have a Dash account',
      text: [
        'Someone, maybe you, just signed up for Dash with this email address.',
        'This address already belongs to a Dash account, so the new sign-up was not linked to it.',
        '',
        `To use the account you have, log in at ${origin}/login (you can change its password once logged in).`,
        '',
        "If that wasn't you, ignore this mail: your account has not changed.",
      ].join('\n'),
      meta: { user_id: user.id },
    });
    return;
  }
  await mailVerificationLink(app, user, {
    subject: 'Confirm your email address',
    intro: 'Welcome to Dash! Confirm that this is your email address by opening this link within 48 hours:',
    outro: "If you didn't sign up for Dash, ignore this mail: nothing happens without the link.",
  });
}

/** What sending a link needs (a FastifyInstance has it). */
export type MailDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/**
 * A one-time link `<public origin>/account/verify/<token>` (only its SHA-256 is stored; 48 h) that
 * verifies the account's address as it is when the link is made: registration, and an email change.
 */
export async function mailVerificationLink(
  deps: MailDeps,
  user: { id: number; email: string },
  words: { subject: string; intro: string; outro: string },
): Promise<void> {
  const token = randomToken(32);
  const now = nowSeconds();
  await insertEmailVerification(deps.db, {
    tokenHash: sha256(token),
    userId: user.id,
    email: user.email,
    now,
    expiresAt: now + VERIFY_TTL_SECONDS,
  });
  await deps.mailer.send({
    kind: 'verify-email',
    to: user.email,
    subject: words.subject,
    text: [words.intro, '', `${deps.config.publicUrl}${VERIFY_PATH_PREFIX}${token}`, '', words.outro].join('\n'),
    meta: { user_id: user.id },
  });
}

export type VerifyOutcome = 'verified' | 'invalid' | 'taken';

/** Spends a link: unknown, used and expired links are 'invalid'; 'taken' when another account verified the address first. */
export async function verifyEmailToken(db: Executor, token: string, now = nowSeconds()): Promise<VerifyOutcome> {
  return db.transaction().execute(async (trx) => {
    const link = await findEmailVerification(trx, sha256(token));
    if (!link || link.expires_at <= now) return 'invalid';
    const user = await findUserById(trx, link.user_id);
    if (!user || user.email !== link.email) return 'invalid';
    await deleteEmailVerifications(trx, user.id);
    if (user.is_verified_email) return 'verified';
    // The partial unique index (migration 004) backs this check up against a race.
    if (await findVerifiedUserByEmail(trx, user.email, user.id)) return 'taken';
    await markEmailVerified(trx, user.id);
    return 'verified';
  });
}
