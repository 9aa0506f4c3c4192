import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANON_COOKIE, SESSION_COOKIE, SESSION_TTL_SECONDS, cookieOptions, ensureAnonId } from '../plugins/app/auth';
import { randomToken, sha256 } from '../lib/crypto';
import { nowSeconds } from '../lib/time';
import { deleteSession, insertSession } from '../repositories/sessions';
import { findUserById } from '../repositories/users';

/** Starts a session: a random token in an HttpOnly cookie, only its hash in the database. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  blogId: number | null,
): Promise<void> {
  const token = randomToken(32);
  const now = nowSeconds();
  const id = await insertSession(app.db, {
    tokenHash: sha256(token),
    userId,
    currentBlogId: blogId,
    now,
    expiresAt: now + SESSION_TTL_SECONDS,
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_TTL_SECONDS));
  reply.clearCookie(ANON_COOKIE, { path: '/' });
  const user = await findUserById(app.db, userId);
  if (!user) throw new Error('user vanished while logging in');
  request.auth = {
    user,
    session: {
      id,
      token_hash: sha256(token),
      user_id: userId,
      current_blog_id: blogId,
      created_at: now,
      expires_at: now + SESSION_TTL_SECONDS,
    },
    token,
  };
  request.anonId = null;
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.auth) await deleteSession(app.db, request.auth.session.id);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.auth = null;
  ensureAnonId(request, reply);
}
