import {
  BlogSearchParamsSchema,
  BlogSearchQuerySchema,
  BlogTypeaheadParamsSchema,
  BlogTypeaheadQuerySchema,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { blogTypeahead, searchBlog } from '../../../services/blog-search';

/** Blog search and its tag autocomplete (spec 3 §7). Visitors may search too. */
export default async function blogSearchRoutes(app: FastifyInstance) {
  // The term is the rest of the path (a wildcard), not a `:term` parameter: Fastify answers 414 for a
  // parameter over 100 characters before any schema, and terms may have BLOG_SEARCH.termMax (200).
  app.get('/svc/search/blog_search/:blogname/*', async (request) => {
    const raw = request.params as Record<string, unknown>;
    request.params = { blogname: raw.blogname, term: raw['*'] };
    const { params, query } = parseRequest(request, { params: BlogSearchParamsSchema, query: BlogSearchQuerySchema });
    return ok(await searchBlog(app.db, request.auth, params, query));
  });

  app.get('/svc/search/blog_search_typeahead/:blogname', async (request) => {
    const { params, query } = parseRequest(request, { params: BlogTypeaheadParamsSchema, query: BlogTypeaheadQuerySchema });
    return ok(await blogTypeahead(app.db, request.auth, params, query.q));
  });
}
