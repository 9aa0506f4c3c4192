/**
 * The sitewide search pages (issue 10): /search and /search/{term}. The page is its own chunk
 * (React.lazy through lib/lazy-page), so the dashboard's first page does not carry it; only its
 * title comes with the route table.
 */
import { lazyPage } from '../../lib/lazy-page';
import type { SearchRouteProps } from './components/search-page';

export const SearchPage = lazyPage<SearchRouteProps>('search page', () => import('./components/search-page'));
export { searchPageTitle } from './lib/search-page-title';
export type { SearchRouteProps };
