import { useEffect, useMemo, useState } from 'react';
import {
  SITE_SEARCH_DEFAULTS,
  SITE_SEARCH_PATH,
  readSiteSearchFilters,
  readSiteSearchTerm,
  siteSearchTermUrl,
  siteSearchUrl,
} from '@dash/shared-contracts/core';
import type { SiteSearchFilters } from '@dash/shared-contracts/core';
import { useLocation, useShellServices } from '../../../app/shell-services';

export interface SiteSearch {
  term: string;
  setTerm: (term: string) => void;
  /** What the form's hidden fields carry (a visitor's safe search is always on). */
  filters: SiteSearchFilters;
  /** Opens the results for the term; false (nothing happens) when the term is blank. */
  submit: () => boolean;
  /** Keeps the filters for the next search and, with a term, re-submits it to /search/{term}. */
  applyFilters: (filters: SiteSearchFilters) => void;
}

const isSearchPage = (pathname: string) => pathname === SITE_SEARCH_PATH || pathname.startsWith(`${SITE_SEARCH_PATH}/`);

/**
 * The header search (spec 3 §2): the term and filters of the GET form to /search. On a search page
 * they start from its address (the server renders the same), elsewhere they keep what the person
 * chose last. Visitors search with safe search on (the header shows the lock instead of the filter).
 */
export function useSiteSearch(loggedIn: boolean): SiteSearch {
  const { router } = useShellServices();
  const { pathname, search } = useLocation();
  const fromAddress = useMemo(() => {
    if (!isSearchPage(pathname)) return null;
    const params = new URLSearchParams(search);
    return { term: readSiteSearchTerm(pathname, params), filters: readSiteSearchFilters(params) };
  }, [pathname, search]);
  const [term, setTerm] = useState(fromAddress?.term ?? '');
  const [chosen, setChosen] = useState<SiteSearchFilters>(() => fromAddress?.filters ?? SITE_SEARCH_DEFAULTS);

  useEffect(() => {
    if (!fromAddress) return;
    setTerm(fromAddress.term);
    setChosen(fromAddress.filters);
  }, [fromAddress]);

  const filters = loggedIn ? chosen : { ...chosen, filter_nsfw: true };
  return {
    term,
    setTerm,
    filters,
    submit: () => {
      const wanted = term.trim();
      if (!wanted) return false;
      router.navigate(siteSearchUrl(wanted, filters));
      return true;
    },
    applyFilters: (next) => {
      setChosen(next);
      const wanted = term.trim();
      if (wanted) router.navigate(siteSearchTermUrl(wanted, loggedIn ? next : { ...next, filter_nsfw: true }));
    },
  };
}
