import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto';
import { nowSeconds } from '../../lib/time';
import { findLiveSessionWithUser, findLiveSessionWithUserNow } from '../../repositories/sessions';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads the session itself, in its own one statement (the poll: session, user and
     * counters together), so the hook leaves `request.auth` null there.
     */
    ownSessionLookup?: boolean;
  }
}

/** The session cookie's token, hashed as it is stored (sessions keep only the hash), or null. */
export function sessionTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? sha256(token) : null;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('anonId', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const anon = request.cookies[ANON_COOKIE];
      request.anonId = anon && anon.length >= 16 ? anon : null;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || request.routeOptions.config.ownSessionLookup) return done();
      // One statement, read every time (no cache): a revoked session is over on every instance at once.
      // At once when the database connection is idle (db/read-now), else in its turn through Kysely.
      const tokenHash = sha256(token);
      const now = nowSeconds();
      const foundNow = findLiveSessionWithUserNow(app.db, tokenHash, now);
      if (foundNow !== undefined) {
        if (foundNow) request.auth = { ...foundNow, token };
        return done();
      }
      findLiveSessionWithUser(app.db, tokenHash, now).then((found) => {
        if (found) request.auth = { ...found, token };
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['db', 'secret'] },
);
