import { GifSearchRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { searchGifs } from '../../../services/gif-search/search';
import blogSearchRoutes from './blog-search';
import siteSearchRoutes from './site-search';

/** POST /svc/search/inline_gif (q, limit, context): GIFs from published posts; blog search (blog-search.ts); sitewide search (site-search.ts). */
export default async function searchRoutes(app: FastifyInstance) {
  app.post('/svc/search/inline_gif', async (request) => {
    const { body } = parseRequest(request, { body: GifSearchRequestSchema });
    return ok(await searchGifs(app.db, request.auth, body));
  });
  await app.register(blogSearchRoutes);
  await app.register(siteSearchRoutes);
}
