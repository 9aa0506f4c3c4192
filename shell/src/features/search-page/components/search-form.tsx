import { useState, type FormEvent } from 'react';
import { SEARCH_PARAMS, SEARCH_PATH, SITE_SEARCH } from '@dash/shared-contracts/core';
import type { SearchFilters } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { searchPagePath } from '../../../lib/search-address';

/**
 * /search without a term: the page's own search form, a GET form on /search with field q (spec 3
 * §2), so it works without JavaScript too (the server answers /search?q= with the term's page). The
 * filters of the address ride along as hidden fields. A blank term does nothing (spec 3 §5).
 */
export function SearchForm({ filters, initialTerm = '' }: { filters: SearchFilters; initialTerm?: string }) {
  const { router } = useShellServices();
  const [term, setTerm] = useState(initialTerm);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) router.navigate(searchPagePath(trimmed, filters));
  };
  const hidden: [string, string][] = [
    [SEARCH_PARAMS.sort, filters.sort],
    [SEARCH_PARAMS.postType, filters.postType],
    [SEARCH_PARAMS.safeSearch, String(filters.safeSearch)],
    ...(filters.original ? [[SEARCH_PARAMS.role, 'original'] as [string, string]] : []),
  ];
  return (
    <form className="shell-search-form" role="search" method="get" action={SEARCH_PATH} onSubmit={onSubmit}>
      <label className="shell-search-form__label" htmlFor="shell-search-page-q">
        Search posts and blogs
      </label>
      <div className="shell-search-form__row">
        <input
          id="shell-search-page-q"
          className="shell-search-form__input"
          type="search"
          name={SEARCH_PARAMS.term}
          value={term}
          maxLength={SITE_SEARCH.termMax}
          required
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="shell-button shell-button--primary">
          Search
        </button>
      </div>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
