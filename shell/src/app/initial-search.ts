import { INITIAL_SEARCH_ELEMENT_ID } from '@dash/shared-contracts/core';
import type { InitialSearch, SearchFilters } from '@dash/shared-contracts';
import { readJsonScript } from './read-json-script';

/** Which search a first page belongs to. */
export interface SearchPageKey {
  term: string;
  filters: SearchFilters;
  /** The viewer (user name), or null for a visitor. */
  viewer: string | null;
}

const sameFilters = (a: SearchFilters, b: SearchFilters) =>
  a.sort === b.sort && a.postType === b.postType && a.original === b.original && a.safeSearch === b.safeSearch;

/**
 * Hands the server's first page of a search to the page that hydrates it, once (like
 * initial-blog.ts): another search, or the same one shown later, fetches its own.
 */
export interface InitialSearchStore {
  take(key: SearchPageKey): InitialSearch | null;
  consume(): void;
}

export function createInitialSearchStore(initial: InitialSearch | null): InitialSearchStore {
  let current = initial;
  return {
    take(key) {
      if (!current || current.term !== key.term || current.viewer !== key.viewer || !sameFilters(current.filters, key.filters))
        return null;
      return current;
    },
    consume() {
      current = null;
    },
  };
}

/** Reads the server's first page of a search from its JSON script, if the page has one. */
export function readInitialSearch(doc: Document = document): InitialSearch | null {
  return readJsonScript<InitialSearch>(INITIAL_SEARCH_ELEMENT_ID, 'search data', doc);
}

let fromPage: InitialSearchStore | null = null;

/**
 * The browser's store, read from the page's data script the first time a search page asks (so it
 * comes with the search page's chunk, not with every first page; the server's render passes its own
 * through the services).
 */
export function pageInitialSearch(): InitialSearchStore {
  fromPage ??= createInitialSearchStore(readInitialSearch());
  return fromPage;
}
