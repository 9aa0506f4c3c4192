import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FORM_KEY_FIELD, FORM_KEY_HEADER } from '@dash/shared-contracts';
import { formKeyInvalid } from '../../lib/app-error';
import { hmac, safeEqual } from '../../lib/crypto';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// sendBeacon cannot set headers and sends text/plain, so log intake also takes ?form_key=.
const QUERY_KEY_PATHS = ['/svc/log/lady', '/services/cslog'];

/** HMAC of the session token, or of the visitor's anonymous cookie; '' when there is neither. */
export function formKeyFor(secret: string, request: FastifyRequest): string {
  if (request.auth) return hmac(secret, `session:${request.auth.token}`);
  if (request.anonId) return hmac(secret, `anon:${request.anonId}`);
  return '';
}

/** The key the client sent: header first, then the form body, then (log intake only) the query. */
export function providedKey(request: FastifyRequest): string {
  const header = request.headers[FORM_KEY_HEADER];
  if (typeof header === 'string' && header) return header;
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>)[FORM_KEY_FIELD];
    if (typeof value === 'string') return value;
  }
  const path = request.url.split('?')[0] ?? '';
  if (QUERY_KEY_PATHS.includes(path)) {
    const value = (request.query as Record<string, unknown> | undefined)?.[FORM_KEY_FIELD];
    if (typeof value === 'string') return value;
  }
  return '';
}

export default fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      // Unknown paths answer 404 whatever the key.
      if (!MUTATIONS.has(request.method) || request.is404) return done();
      const expected = formKeyFor(app.secret, request);
      const provided = providedKey(request);
      if (!expected || !provided || !safeEqual(expected, provided)) return done(formKeyInvalid());
      done();
    });
  },
  { name: 'form-key', dependencies: ['auth'] },
);
