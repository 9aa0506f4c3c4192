import { readSearchFilters, SEARCH_PATH, searchPagePath, type PageRoute } from '@dash/shared-contracts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * OpenGraph tags and the canonical address of a search page (/search/{term} with its filters), so a
 * shared search has a preview and one address whatever way it was reached (/search?q= included).
 */
export function searchMetaTags(route: Extract<PageRoute, { kind: 'search' }>, title: string, origin: string): string {
  const filters = readSearchFilters(new URLSearchParams(route.query));
  const url = `${origin}${route.term ? searchPagePath(route.term, filters) : SEARCH_PATH}`;
  const description = route.term ? `Posts and blogs about ${route.term}.` : 'Search posts and blogs.';
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
  ];
  return [
    ...tags.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}">`),
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
  ].join('');
}
