import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EMBED_FRAME_ORIGINS, frameAncestors, isPersonalApi, isSharedAsset, remoteOrigins } from './csp-sources';

/** Browser features the product never uses, switched off for the page and every frame in it. */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const nonces = new WeakMap<IncomingMessage, string>();

/** This request's script nonce: the one inline script the server writes (the bootstrap) carries it. */
export function cspNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, nonce);
  }
  return nonce;
}

/**
 * Security headers through @fastify/helmet (docs/security.md, "Headers"). The Content-Security-Policy
 * is built per request: the nonce is new each time, and the remote origins follow the environment
 * registry, which is re-read when a deploy repins a remote.
 *
 * Styles allow 'unsafe-inline' (styles only): the shell's index.html has an inline <style>, the
 * remotes inject theirs with style-loader and video.js adds its own; a style nonce would switch
 * 'unsafe-inline' off and break them. Scripts never get it.
 */
export default fp(
  async (app) => {
    const remotes = () => remoteOrigins(app.registry(), app.config.publicUrl).join(' ');
    const withRemotes = (...sources: string[]) => [...sources, () => remotes()];
    // Development builds (npm run dev) use webpack's eval source maps; no other environment runs them.
    const devEval = app.config.dashEnv === 'development' ? ["'unsafe-eval'"] : [];

    // Before helmet's own hook, so the nonce exists when the policy is written.
    app.addHook('onRequest', async (request) => {
      cspNonce(request);
    });

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': [...withRemotes("'self'", ...devEval), (req) => `'nonce-${nonces.get(req) ?? ''}'`],
          'script-src-attr': ["'none'"],
          'style-src': withRemotes("'self'", "'unsafe-inline'"),
          'connect-src': withRemotes("'self'"),
          'img-src': withRemotes("'self'", 'data:', 'blob:', 'https:'),
          'font-src': withRemotes("'self'", 'data:'),
          'media-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'", ...EMBED_FRAME_ORIGINS],
          'worker-src': ["'self'", 'blob:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': [(req) => frameAncestors(req.url ?? '/')],
        },
      },
      // frame-ancestors above says who may frame; the older header cannot make the embed exception.
      xFrameOptions: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // After helmet's hooks: the per-URL exceptions and the headers helmet does not write.
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // HSTS only means something over https (behind a TLS proxy: TRUST_PROXY and X-Forwarded-Proto).
      if (request.protocol !== 'https') reply.raw.removeHeader('Strict-Transport-Security');
      if (isSharedAsset(url)) reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      // Routes that set their own Cache-Control later still win (none under /svc asks to be cached).
      if (isPersonalApi(url)) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'helmet', dependencies: [] },
);
