import { SplashQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parseRequest } from '../../lib/validate';
import { splashFor } from '../../services/splash';

/** GET /svc/splash: the logged-out mobile drawer's picture; visitors and members alike. */
export default async function splashRoutes(app: FastifyInstance) {
  app.get('/svc/splash', async (request) => {
    parseRequest(request, { query: SplashQuerySchema });
    return ok(await splashFor(app.db, request.auth));
  });
}
