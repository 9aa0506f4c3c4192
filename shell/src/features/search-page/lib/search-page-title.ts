/** The search page's title and heading: the term, or "Search" for /search without one. */
export const searchPageTitle = (term: string) => (term ? `Search results for ${term}` : 'Search');
