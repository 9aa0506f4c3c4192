import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { asBody } from '../../../services/post-form/read-form';
import { searchGifs } from '../../../services/gif-search/search';

/** POST /svc/search/inline_gif (q, limit, context): GIFs from published posts. */
export default async function searchRoutes(app: FastifyInstance) {
  app.post('/svc/search/inline_gif', async (request) => ok(await searchGifs(app.db, request.auth, asBody(request.body))));
}
