import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto';
import { nowSeconds } from '../../lib/time';
import { findLiveSession } from '../../repositories/sessions';
import { findUserById } from '../../repositories/users';
import { unauthenticated } from '../../lib/app-error';
import type { Auth } from '../../types/fastify';

export const SESSION_COOKIE = 'dash_session';
export const ANON_COOKIE = 'dash_anon';
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export function cookieOptions(request: FastifyRequest, maxAge: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge };
}

/** Visitors get an anonymous id cookie so their form key is tied to something only they hold. */
export function ensureAnonId(request: FastifyRequest, reply: FastifyReply): void {
  if (request.auth || request.anonId) return;
  const id = randomToken(24);
  request.anonId = id;
  reply.setCookie(ANON_COOKIE, id, cookieOptions(request, 365 * 24 * 3600));
}

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('anonId', null);
    app.addHook('onRequest', async (request) => {
      const anon = request.cookies[ANON_COOKIE];
      request.anonId = anon && anon.length >= 16 ? anon : null;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const session = await findLiveSession(app.db, sha256(token), nowSeconds());
      if (!session) return;
      const user = await findUserById(app.db, session.user_id);
      if (user) request.auth = { user, session, token };
    });
  },
  { name: 'auth', dependencies: ['db', 'secret'] },
);
