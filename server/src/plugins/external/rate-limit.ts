import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { ERROR_CODES, LOG_LIMITS } from '@dash/shared-contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { databaseRateLimitStore } from './rate-limit-store';

// Off by default; routes opt in through `config.rateLimit` (login, share). Keys default to
// request.ip, which is the client's address behind a trusted proxy (TRUST_PROXY) and the socket's otherwise.
// Counts live in the database (rate-limit-store.ts), so several instances on one database count together;
// the database is read when a request is counted (the db plugin is registered after this one).
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(() => app.db),
      errorResponseBuilder: () => new AppError(429, ERROR_CODES.rateLimited, 'Too many attempts. Wait a minute and try again.'),
    });
  },
  { name: 'rate-limit' },
);

/** Share mails a signed-in user may send per hour (the mail goes to any address, with their message). */
export const SHARE_MAILS_PER_HOUR = 10;
/** Other networks' shares per client per hour: they only write a row to the outbox, but a row each. */
export const SHARES_PER_HOUR = 60;

/** A share mail: the email network, not its fallback (a visitor's mail-client link, which only records). */
const isMail = (request: FastifyRequest) => {
  if ((request.params as { network?: unknown }).network !== 'email') return false;
  const fallback = (request.body as { share_fallback?: unknown } | undefined)?.share_fallback;
  return !(fallback === true || ['1', 'true', 'on', 'yes'].includes(String(fallback).toLowerCase()));
};

/**
 * POST /svc/share/:network. Mail is counted per user (a visitor is skipped here so the route answers
 * 401 without spending anyone's budget); other networks per user, or per address for visitors.
 */
export const shareRateLimit: RateLimitOptions = {
  // After the body is read, so a mail-client fallback is counted with the other networks.
  hook: 'preHandler',
  timeWindow: '1 hour',
  allowList: (request) => isMail(request) && !request.auth,
  keyGenerator: (request) => {
    const who = request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`;
    return `${isMail(request) ? 'share-mail' : 'share'}:${who}`;
  },
  max: (request) => (isMail(request) ? SHARE_MAILS_PER_HOUR : SHARES_PER_HOUR),
  errorResponseBuilder: (request) =>
    new AppError(
      429,
      ERROR_CODES.rateLimited,
      isMail(request)
        ? `You can send ${SHARE_MAILS_PER_HOUR} share mails an hour. Try again later.`
        : 'Too many shares. Try again later.',
    ),
};

/**
 * POST /svc/email_tumblelog: a blog's share mail, per user, as many an hour as the post share mail
 * (a route keeps its own count in @fastify/rate-limit). Visitors are skipped here so the route answers 401.
 */
export const blogMailRateLimit: RateLimitOptions = {
  timeWindow: '1 hour',
  allowList: (request) => !request.auth,
  keyGenerator: (request) => `blog-mail:user:${request.auth?.user.id ?? 0}`,
  max: SHARE_MAILS_PER_HOUR,
  errorResponseBuilder: () =>
    new AppError(429, ERROR_CODES.rateLimited, `You can send ${SHARE_MAILS_PER_HOUR} share mails an hour. Try again later.`),
};

/** POST /svc/abuse: reports per user an hour. */
export const abuseRateLimit = (max: number): RateLimitOptions => ({
  timeWindow: '1 hour',
  allowList: (request) => !request.auth,
  keyGenerator: (request) => `abuse:user:${request.auth?.user.id ?? 0}`,
  max,
  errorResponseBuilder: () => new AppError(429, ERROR_CODES.rateLimited, 'You have sent a lot of reports. Try again in an hour.'),
});

/**
 * The log intakes (POST /svc/log/lady, /services/cslog; LOG_LIMITS.requestsPerMinute each): counted
 * per session for a signed-in person and per address for visitors, each intake on its own. The
 * logger sends every 15 s and on page hide, a few requests a minute.
 */
export const logRateLimit = (logKey: string): RateLimitOptions => ({
  timeWindow: '1 minute',
  max: LOG_LIMITS.requestsPerMinute,
  keyGenerator: (request) => `log-${logKey}:${request.auth ? `session:${request.auth.session.id}` : `ip:${request.ip}`}`,
  errorResponseBuilder: () => new AppError(429, ERROR_CODES.rateLimited, 'Too many log requests. Try again in a minute.'),
});
