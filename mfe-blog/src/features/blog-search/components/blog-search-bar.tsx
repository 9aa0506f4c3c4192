import { useEffect, useId, useRef, useState } from 'react';
import { BLOG_SEARCH } from '@dash/shared-contracts';
import type { BlogSearch } from '../hooks/use-blog-search';
import { ClearIcon, FilterIcon, SearchIcon } from './icons';
import { SearchField } from './search-field';
import { SearchFiltersPopover } from './search-filters';
import './blog-search.css';

/**
 * The blog search bar under the peepr's header (spec 3 §2 item 4): the search toggle; once open,
 * the input with its popular tags, the filter icon with its popover and the clear icon. Opening
 * focuses the input after BLOG_SEARCH.focusDelayMs; clearing hides the bar and resets the search.
 */
export function BlogSearchBar({ name, search }: { name: string; search: BlogSearch }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLButtonElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = `blog-search-filters-${useId().replace(/:/g, '')}`;

  useEffect(() => {
    if (!search.open || search.focusKey === 0) return;
    const timer = setTimeout(() => inputRef.current?.focus(), BLOG_SEARCH.focusDelayMs);
    return () => clearTimeout(timer);
  }, [search.open, search.focusKey]);

  const clear = () => {
    setFiltersOpen(false);
    search.clear();
    toggleRef.current?.focus();
  };

  return (
    <div className={`blog-search${search.open ? ' blog-search--open' : ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className="blog-search-button"
        aria-label={`Search ${name}'s blog`}
        aria-expanded={search.open}
        onClick={() => (search.open ? clear() : search.openBar())}
      >
        <SearchIcon />
      </button>
      {search.open && (
        <>
          <form
            role="search"
            aria-label={`${name}'s blog`}
            className="blog-search-form"
            onSubmit={(event) => event.preventDefault()}
          >
            <SearchField name={name} search={search} inputRef={inputRef} onClear={clear} />
          </form>
          <button
            ref={filterRef}
            type="button"
            className="blog-search-button"
            aria-label="Search filters"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? filtersId : undefined}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon />
          </button>
          <button type="button" className="blog-search-button" aria-label="Clear search" onClick={clear}>
            <ClearIcon />
          </button>
          {filtersOpen && (
            <SearchFiltersPopover
              id={filtersId}
              filters={search.filters}
              onChange={search.setFilters}
              toggleRef={filterRef}
              onClose={(returnFocus) => {
                setFiltersOpen(false);
                if (returnFocus) filterRef.current?.focus();
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
