import { useEffect, useId, useRef } from 'react';
import { SITE_SEARCH_POST_TYPES } from '@dash/shared-contracts/core';
import type { SiteSearchFilters, SiteSearchPostType, SiteSearchSort } from '@dash/shared-contracts/core';
import type { SearchFiltersProps } from './search-filters-props';
import './search-filters.css';

const SORT_LABELS: Record<SiteSearchSort, string> = { top: 'Top Posts', recent: 'Recent Posts' };
const TYPE_LABELS: Record<SiteSearchPostType, string> = {
  any: 'All Types',
  original: 'Original Posts',
  text: 'Text',
  photo: 'Photo',
  quote: 'Quote',
  link: 'Link',
  chat: 'Chat',
  audio: 'Audio',
  video: 'Video',
};

/**
 * The mobile search filter popover (spec 3 §2 screen 7): "Safe search", "Top Posts" / "Recent
 * Posts" and the post type ("All Types", "Original Posts", each type). Each change applies at once:
 * with a term in the field it re-submits to /search/{term}; without one it is kept for the next search.
 */
export default function SearchFilters({ search }: SearchFiltersProps) {
  const root = useRef<HTMLDivElement>(null);
  const typeId = useId();
  const sortId = useId();
  const { filters } = search;
  const apply = (change: Partial<SiteSearchFilters>) => search.applyFilters({ ...filters, ...change });

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
          checked={filters.filter_nsfw}
          onChange={(event) => apply({ filter_nsfw: event.target.checked })}
        />
      </label>
      <div role="radiogroup" aria-labelledby={sortId} className="shell-search-filters__group shell-search-filters__section">
        <span id={sortId} className="shell-search-filters__legend">
          Sort
        </span>
        {(Object.keys(SORT_LABELS) as SiteSearchSort[]).map((sort) => (
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
          value={filters.filter_post_type}
          onChange={(event) => apply({ filter_post_type: event.target.value as SiteSearchPostType })}
        >
          {SITE_SEARCH_POST_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
