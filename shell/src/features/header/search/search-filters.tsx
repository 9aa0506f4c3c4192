import { useEffect, useId, useRef } from 'react';
import { SEARCH_POST_TYPES } from '@dash/shared-contracts/core';
import type { SearchFilters as Filters, SearchPostType, SearchSort } from '@dash/shared-contracts/core';
import { FILTER_LABELS, POST_TYPE_LABELS as TYPE_LABELS } from '../../../lib/search-labels';
import type { SearchFiltersProps } from './search-filters-props';
import './search-filters.css';

const SORT_LABELS: Record<SearchSort, string> = { top: FILTER_LABELS.top, recent: FILTER_LABELS.recent };

/**
 * The mobile search filter popover (spec 3 §2 screen 7): "Safe search", "Top Posts" / "Recent
 * Posts", "Original Posts" and the post type ("All Types", each type). Each change applies at once:
 * with a term in the field it re-submits to /search/{term}; without one it is kept for the next search.
 */
export default function SearchFilters({ search }: SearchFiltersProps) {
  const root = useRef<HTMLDivElement>(null);
  const typeId = useId();
  const sortId = useId();
  const { filters } = search;
  const apply = (change: Partial<Filters>) => search.applyFilters({ ...filters, ...change });

  useEffect(() => {
    root.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  return (
    <div ref={root} className="shell-search-filters__body">
      <h2 className="shell-search-filters__title">Search filters</h2>
      <label className="shell-search-filters__switch">
        <span>Safe search</span>
        <input
          type="checkbox"
          role="switch"
          checked={filters.safeSearch}
          onChange={(event) => apply({ safeSearch: event.target.checked })}
        />
      </label>
      <div role="radiogroup" aria-labelledby={sortId} className="shell-search-filters__group shell-search-filters__section">
        <span id={sortId} className="shell-search-filters__legend">
          Sort
        </span>
        {(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => (
          <label key={sort} className="shell-search-filters__choice">
            <input type="radio" name="shell-search-sort" checked={filters.sort === sort} onChange={() => apply({ sort })} />
            {SORT_LABELS[sort]}
          </label>
        ))}
      </div>
      <div className="shell-search-filters__group shell-search-filters__section">
        <label htmlFor={typeId} className="shell-search-filters__legend">
          Post type
        </label>
        <select
          id={typeId}
          className="shell-search-filters__select"
          value={filters.postType}
          onChange={(event) => apply({ postType: event.target.value as SearchPostType })}
        >
          {SEARCH_POST_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <label className="shell-search-filters__switch shell-search-filters__section">
        <span>Original Posts</span>
        <input
          type="checkbox"
          role="switch"
          checked={filters.original}
          onChange={(event) => apply({ original: event.target.checked })}
        />
      </label>
    </div>
  );
}
