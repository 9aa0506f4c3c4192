/**
 * The sitewide search pages (issue 10): /search and /search/{term}. The page is a chunk of its own
 * (shell/src/app/pages), so the dashboard's first page does not carry it; its title is in a file of
 * its own for the server's route titles.
 */
export { default as SearchPage } from './components/search-page';
export type { SearchRouteProps } from './components/search-page';
export { searchPageTitle } from './lib/search-page-title';
