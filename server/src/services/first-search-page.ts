import {
  readSearchFilters,
  SiteSearchParamsSchema,
  SiteSearchQuerySchema,
  siteSearchRequest,
  type InitialSearch,
  type PageRoute,
} from '@dash/shared-contracts';
import { AppError } from '../lib/app-error';
import { validate } from '../lib/validate';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { searchSite } from './site-search';

type SearchRoute = Extract<PageRoute, { kind: 'search' }>;

/**
 * The first page of a search page for the server render: the same call the browser makes
 * (GET /svc/search/posts/{term}, its query built and read as the browser's is) for the same viewer.
 * No term, or one the API refuses (too long), renders without data: the page says why.
 */
export async function firstSearchPage(db: Executor, auth: Auth | null, route: SearchRoute): Promise<InitialSearch | null> {
  if (!route.term) return null;
  try {
    const params = validate(SiteSearchParamsSchema, { term: route.term });
    const filters = readSearchFilters(new URLSearchParams(route.query));
    const query = validate(SiteSearchQuerySchema, siteSearchRequest(filters));
    const response = await searchSite(db, auth, params, query);
    return { term: route.term, filters, viewer: auth?.user.name ?? null, response };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
}
