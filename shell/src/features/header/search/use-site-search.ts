import { useEffect, useMemo, useState } from 'react';
import { SEARCH_DEFAULTS, SEARCH_PATH } from '@dash/shared-contracts/core';
import type { SearchFilters } from '@dash/shared-contracts/core';
import { useLocation, useShellServices } from '../../../app/shell-services';
import { readSearchFilters, searchPagePath } from '../../../lib/search-address';
import { searchFormFields } from './search-fields';

export interface SiteSearch {
  term: string;
  setTerm: (term: string) => void;
  /** What the form's hidden fields carry (a visitor's safe search is always on). */
  filters: SearchFilters;
  /** Opens the results for the term; false (nothing happens) when the term is blank. */
  submit: () => boolean;
  /** Keeps the filters for the next search and, with a term, re-submits it to /search/{term}. */
  applyFilters: (filters: SearchFilters) => void;
}

const isSearchPage = (pathname: string) => pathname === SEARCH_PATH || pathname.startsWith(`${SEARCH_PATH}/`);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The term of a search address: `/search/{term}`, else `?q=`. */
function termOf(pathname: string, params: URLSearchParams): string {
  const match = /^\/search\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decode(match[1]) : (params.get('q') ?? '');
}

/**
 * The header search (spec 3 §2): the term and filters of the GET form to /search. On a search page
 * they start from its address (the server renders the same), elsewhere they keep what the person
 * chose last. Visitors search with safe search on (the header shows the lock instead of the filter).
 * The filters are the search page's own model (`@dash/shared-contracts/src/site-search-model`).
 */
export function useSiteSearch(loggedIn: boolean): SiteSearch {
  const { router } = useShellServices();
  const { pathname, search } = useLocation();
  const fromAddress = useMemo(() => {
    if (!isSearchPage(pathname)) return null;
    const params = new URLSearchParams(search);
    return { term: termOf(pathname, params), filters: readSearchFilters(params) };
  }, [pathname, search]);
  const [term, setTerm] = useState(fromAddress?.term ?? '');
  const [chosen, setChosen] = useState<SearchFilters>(() => fromAddress?.filters ?? SEARCH_DEFAULTS);

  useEffect(() => {
    if (!fromAddress) return;
    setTerm(fromAddress.term);
    setChosen(fromAddress.filters);
  }, [fromAddress]);

  const visitorSafe = (f: SearchFilters): SearchFilters => (loggedIn ? f : { ...f, safeSearch: true });
  const filters = visitorSafe(chosen);
  return {
    term,
    setTerm,
    filters,
    submit: () => {
      const wanted = term.trim();
      if (!wanted) return false;
      const params = new URLSearchParams([['q', wanted], ...searchFormFields(filters)]);
      router.navigate(`${SEARCH_PATH}?${params.toString()}`);
      return true;
    },
    applyFilters: (next) => {
      setChosen(next);
      const wanted = term.trim();
      if (wanted) router.navigate(searchPagePath(wanted, visitorSafe(next)));
    },
  };
}
