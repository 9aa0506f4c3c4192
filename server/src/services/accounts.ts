import type { RegisterRequest } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/types';
import { badRequest, conflict, unauthenticated } from '../lib/app-error';
import { hashPassword, randomToken, verifyPassword } from '../lib/crypto';
import { nowSeconds } from '../lib/time';
import { findBlogById, findBlogByName } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { deleteOtherSessions } from '../repositories/sessions';
import {
  findLoginCandidates,
  findUserByName,
  insertUser,
  normaliseEmail,
  setPrimaryBlog,
  updatePassword,
} from '../repositories/users';
import type { Auth } from '../types/fastify';
import { assertUncommonPassword } from './account-safety/common-passwords';
import { sendRegistrationMail } from './account-safety/email-verification';
import { LOGIN_POLICY, PASSWORD_CHANGE_POLICY, beginAttempt, clearAttempts } from './account-safety/throttle';
import { createBlog, giveAvatar } from './blog-factory';

export const LOGIN_MISMATCH = "That email and password don't match.";
// Compared against in place of missing accounts, so every login costs the same (see checkLogin).
const DUMMY = { password_salt: 'dash-dummy-salt', password_hash: '00'.repeat(64) };
/**
 * Accounts a login by email is checked against (several may share an unverified address). Always
 * exactly this many hashes, padded with DUMMY: a count that followed the number of accounts would
 * tell by timing whether an address has one. Three keeps a login at about three scrypt runs.
 */
export const LOGIN_CANDIDATES = 3;

export async function createAccount(
  db: Executor,
  input: {
    email: string;
    password: string;
    name: string;
    verified: boolean;
    createdAt?: number;
    pollingToken?: string;
    /** An account that has taken the guided tour already (the demo world's); a new account has not. */
    tourDone?: boolean;
  },
): Promise<number> {
  const { hash, salt } = await hashPassword(input.password);
  return insertUser(db, {
    name: input.name,
    email: input.email,
    password_hash: hash,
    password_salt: salt,
    primary_blog_id: null,
    is_verified_email: input.verified ? 1 : 0,
    can_message: 1,
    is_sounds_enabled: 1,
    default_editor_type: 'rich',
    language: 'en_US',
    polling_token: input.pollingToken ?? randomToken(24),
    created_at: input.createdAt ?? nowSeconds(),
    tour_done: input.tourDone ? 1 : 0,
  });
}

/**
 * Always creates the account, unverified, whatever the email: a taken address answers exactly like a
 * fresh one (server/README.md, "Accounts"); the mail tells the mailbox's owner which it was. Blog
 * names are public, so a taken one may say so.
 */
export async function registerAccount(app: FastifyInstance, input: RegisterRequest): Promise<{ userId: number; blogId: number }> {
  assertUncommonPassword(input.password, 'password');
  const ids = await app.db.transaction().execute(async (trx) => {
    if ((await findBlogByName(trx, input.blog_name)) || (await findUserByName(trx, input.blog_name))) {
      throw conflict('That blog name is taken. Try another one.', 'blog_name');
    }
    const userId = await createAccount(trx, {
      email: input.email,
      password: input.password,
      name: input.blog_name,
      verified: false,
    });
    const blogId = await createBlog(trx, { ownerId: userId, name: input.blog_name, title: input.blog_name });
    await setPrimaryBlog(trx, userId, blogId);
    return { userId, blogId };
  });
  const blog = await findBlogById(app.db, ids.blogId);
  if (blog) await giveAvatar(app.db, app.media.dir, blog);
  try {
    await sendRegistrationMail(app, { id: ids.userId, email: normaliseEmail(input.email) });
  } catch (err) {
    // The account exists and is signed in; a mail transport failure must not turn that into a 500.
    app.log.error({ err }, 'registration mail failed');
  }
  return ids;
}

/**
 * Per-account lockout first (keyed on the normalised email, so unknown addresses behave the same),
 * then the password against the address's accounts, verified first, then newest.
 */
export async function checkLogin(db: Executor, email: string, password: string): Promise<UserRow> {
  const key = normaliseEmail(email);
  await beginAttempt(db, LOGIN_POLICY, key);
  const candidates = await findLoginCandidates(db, key, LOGIN_CANDIDATES);
  const padded = Array.from({ length: LOGIN_CANDIDATES }, (_, i) => candidates[i] ?? DUMMY);
  const matches = await Promise.all(padded.map((c) => verifyPassword(password, c.password_salt, c.password_hash)));
  const user = candidates.find((_, i) => matches[i]);
  if (!user) throw unauthenticated(LOGIN_MISMATCH);
  await clearAttempts(db, LOGIN_POLICY, key);
  return user;
}

export async function changePassword(db: Executor, auth: Auth, current: string, next: string): Promise<void> {
  assertUncommonPassword(next, 'new_password');
  const key = String(auth.user.id);
  await beginAttempt(db, PASSWORD_CHANGE_POLICY, key);
  if (!(await verifyPassword(current, auth.user.password_salt, auth.user.password_hash))) {
    throw badRequest('Your current password is not correct.', 'current_password');
  }
  await clearAttempts(db, PASSWORD_CHANGE_POLICY, key);
  const { hash, salt } = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await updatePassword(trx, auth.user.id, hash, salt);
    // A changed password ends every other session of the user.
    await deleteOtherSessions(trx, auth.user.id, auth.session.id);
  });
}
