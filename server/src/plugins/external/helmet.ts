import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EnvironmentRegistry } from '@dash/shared-contracts';
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

/**
 * The headers every answer carries besides its CSP and Cache-Control: what the API promises
 * (docs/security.md "Headers"): nosniff, the referrer policy, the Permissions-Policy, and CORP.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Pages and files add what only a document uses, as @fastify/helmet's defaults wrote them before
 * (issue 7): its browsing context group (COOP), origin-keyed agent cluster, no DNS prefetching, IE's
 * download and XSS-filter switches, Flash/PDF cross-domain policies; and the `Vary: Origin` the CORS
 * plugin used to add. API answers are JSON that no browser renders as a document, so they leave
 * these out (issue 8: each header is written and checked by Node for every answer).
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  ...API_HEADERS,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  vary: 'Origin',
};

/** helmet's default HSTS, sent only when the request came over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of API answers (/svc, /services): JSON, never a document that runs anything, so it
 * allows nothing at all and needs no nonce and no registry (issue 8: building the page policy, with
 * a fresh nonce and the registry's origins, took a fifth of a poll request).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

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

/** The page policy around its nonce: `before + nonce + after`. */
interface PolicyParts {
  before: string;
  after: string;
}

/**
 * The policy of pages and files, per registry (remote origins) and frame-ancestors value, as the
 * two halves around the nonce. Styles allow 'unsafe-inline' (styles only): the shell's index.html
 * has an inline <style>, the remotes inject theirs with style-loader and video.js adds its own; a
 * style nonce would switch 'unsafe-inline' off and break them. Scripts never get it.
 */
export function pagePolicy(remotes: readonly string[], devEval: boolean, ancestors: string): PolicyParts {
  const list = (...sources: string[]) => [...sources, ...remotes].join(' ');
  const rest = [
    "script-src-attr 'none'",
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    `connect-src ${list("'self'")}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:')}`,
    `font-src ${list("'self'", 'data:')}`,
    // Remotes ship their own media assets too (messaging's new-message chime).
    `media-src ${list("'self'", 'data:', 'blob:')}`,
    `frame-src ${["'self'", ...EMBED_FRAME_ORIGINS].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ];
  return {
    before: `default-src 'self';script-src ${list("'self'", ...(devEval ? ["'unsafe-eval'"] : []))} 'nonce-`,
    after: `';${rest.join(';')}`,
  };
}

/**
 * Security headers (docs/security.md, "Headers") in one onRequest hook, from values written once
 * (before issue 8, @fastify/helmet parsed its directives and rebuilt the policy for every request):
 * - API answers (/svc, /services): API_HEADERS, the API policy, `Cache-Control: no-store`.
 * - Pages and files: DOCUMENT_HEADERS and the page policy with a nonce new for each request, built
 *   from the environment registry (re-read when a deploy repins a remote) and cached per registry
 *   and frame-ancestors value.
 */
export default fp(
  async (app) => {
    // Development builds (npm run dev) use webpack's eval source maps; no other environment runs them.
    const devEval = app.config.dashEnv === 'development';
    let cache: { registry: EnvironmentRegistry; byAncestors: Map<string, PolicyParts> } | null = null;
    const policyFor = (url: string, nonce: string): string => {
      const registry = app.registry();
      if (cache?.registry !== registry) cache = { registry, byAncestors: new Map() };
      const ancestors = frameAncestors(url);
      let parts = cache.byAncestors.get(ancestors);
      if (!parts) {
        parts = pagePolicy(remoteOrigins(registry, app.config.publicUrl), devEval, ancestors);
        cache.byAncestors.set(ancestors, parts);
      }
      return parts.before + nonce + parts.after;
    };

    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      // HSTS only means something over https (behind a TLS proxy: TRUST_PROXY and X-Forwarded-Proto).
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (isPersonalApi(url)) {
        reply.headers(API_HEADERS);
        reply.header('content-security-policy', API_CSP);
        // Routes that set their own Cache-Control later still win (none under /svc asks to be cached).
        reply.header('cache-control', 'no-store');
        return done();
      }
      reply.headers(DOCUMENT_HEADERS);
      if (isSharedAsset(url)) reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('content-security-policy', policyFor(url, cspNonce(request)));
      done();
    });
  },
  { name: 'helmet', dependencies: [] },
);
