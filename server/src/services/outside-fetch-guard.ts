import type { FastifyInstance } from 'fastify';
import type { FetchGuard } from '../lib/fetch-guard';

/**
 * The guard for this app's outside fetches: the configured origins and the product's public origin
 * (PUBLIC_URL, which may sit on a private address behind a proxy), plus the app's own origin read from
 * the socket it listens on (known only once it listens, so read at fetch time). Never the request's Host.
 */
export const outsideFetchGuard = (app: FastifyInstance): FetchGuard => ({
  allowOrigins: [...app.config.fetchAllowOrigins, app.config.publicUrl],
  listening: () => app.server.address(),
});
