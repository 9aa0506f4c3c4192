import { SiteSearchParamsSchema, SiteSearchQuerySchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { searchSite } from '../../../services/site-search';

/** Sitewide search (issue 10, the /search pages). Visitors may search too. */
export default async function siteSearchRoutes(app: FastifyInstance) {
  // The term is the rest of the path, as in blog search: a `:term` parameter over 100 characters is a
  // 414 before any schema, and terms may have SITE_SEARCH.termMax (200).
  app.get('/svc/search/posts/*', async (request) => {
    const raw = request.params as Record<string, unknown>;
    request.params = { term: raw['*'] };
    const { params, query } = parseRequest(request, { params: SiteSearchParamsSchema, query: SiteSearchQuerySchema });
    return ok(await searchSite(app.db, request.auth, params, query));
  });
}
