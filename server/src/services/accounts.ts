import type { RegisterRequest } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/types';
import { badRequest, conflict, unauthenticated } from '../lib/app-error';
import { hashPassword, randomToken, verifyPassword } from '../lib/crypto';
import { nowSeconds } from '../lib/time';
import { findBlogById, findBlogByName } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { deleteOtherSessions } from '../repositories/sessions';
import { findUserByEmail, findUserByName, insertUser, setPrimaryBlog, updatePassword } from '../repositories/users';
import type { Auth } from '../types/fastify';
import { createBlog, giveAvatar } from './blog-factory';

export const LOGIN_MISMATCH = "That email and password don't match.";
// Compared against when the email is unknown, so both failures take the same time.
const DUMMY = { salt: 'dash-dummy-salt', hash: '00'.repeat(64) };

export async function createAccount(
  db: Executor,
  input: { email: string; password: string; name: string; verified: boolean; createdAt?: number; pollingToken?: string },
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
  });
}

export async function registerAccount(app: FastifyInstance, input: RegisterRequest): Promise<{ userId: number; blogId: number }> {
  const ids = await app.db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, input.email))
      throw conflict('An account with that email already exists. Log in instead.', 'email');
    if ((await findBlogByName(trx, input.blog_name)) || (await findUserByName(trx, input.blog_name))) {
      throw conflict('That blog name is taken. Try another one.', 'blog_name');
    }
    // There is no mail verification step yet, so new accounts count as verified (server/README.md).
    const userId = await createAccount(trx, {
      email: input.email,
      password: input.password,
      name: input.blog_name,
      verified: true,
    });
    const blogId = await createBlog(trx, { ownerId: userId, name: input.blog_name, title: input.blog_name });
    await setPrimaryBlog(trx, userId, blogId);
    return { userId, blogId };
  });
  const blog = await findBlogById(app.db, ids.blogId);
  if (blog) await giveAvatar(app.db, app.media.dir, blog);
  return ids;
}

export async function checkLogin(db: Executor, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.password_salt ?? DUMMY.salt, user?.password_hash ?? DUMMY.hash);
  if (!user || !matches) throw unauthenticated(LOGIN_MISMATCH);
  return user;
}

export async function changePassword(db: Executor, auth: Auth, current: string, next: string): Promise<void> {
  if (!(await verifyPassword(current, auth.user.password_salt, auth.user.password_hash))) {
    throw badRequest('Your current password is not correct.', 'current_password');
  }
  const { hash, salt } = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await updatePassword(trx, auth.user.id, hash, salt);
    // A changed password ends every other session of the user.
    await deleteOtherSessions(trx, auth.user.id, auth.session.id);
  });
}
