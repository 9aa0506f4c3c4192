import type { FastifyInstance } from 'fastify';
import type { FetchGuard } from '../lib/fetch-guard';

/**
 * The guard for this app's outside fetches: the configured origins, plus the app's own origin read
 * from the socket it listens on (known only once it listens, so read at fetch time).
 */
export const outsideFetchGuard = (app: FastifyInstance): FetchGuard => ({
  allowOrigins: app.config.fetchAllowOrigins,
  listening: () => app.server.address(),
});
