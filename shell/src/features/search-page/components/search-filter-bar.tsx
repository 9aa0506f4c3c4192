import type { ChangeEvent, FormEvent } from 'react';
import { SEARCH_PARAMS, SEARCH_POST_TYPES, type SearchPostType } from '@dash/shared-contracts/core';
import type { SearchFilters } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { useHydrated } from '../../../lib/use-hydrated';
import { FILTER_LABELS, POST_TYPE_LABELS } from '../lib/search-copy';
import { searchPagePath } from '../../../lib/search-address';

/**
 * The search filters (spec 3 §2 screen 7: "Top Posts", "Recent Posts", "Original Posts", "All Types",
 * "Safe search") as a GET form whose target is the term's page, /search/{term} (spec 3 §2 "re-submit
 * target when a filter or the safe-search toggle is applied"). With JavaScript, a change applies at
 * once: the page's address changes (a history entry, so Back returns to the previous filters) and the
 * results follow. Without it, the server's page has an "Apply filters" button that submits the form.
 */
export function SearchFilterBar({ term, filters }: { term: string; filters: SearchFilters }) {
  const { router } = useShellServices();
  const hydrated = useHydrated();
  const apply = (next: SearchFilters) => router.navigate(searchPagePath(term, next));
  const onType = (event: ChangeEvent<HTMLSelectElement>) => apply({ ...filters, postType: event.target.value as SearchPostType });
  // Only reached before hydration's end (the button is gone after it), or by Enter in a control.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(filters);
  };

  return (
    <form
      className="shell-search-filterbar"
      method="get"
      action={`/search/${encodeURIComponent(term)}`}
      aria-label="Search filters"
      onSubmit={onSubmit}
    >
      <fieldset className="shell-search-filterbar__sort">
        <legend className="shell-visually-hidden">Sort</legend>
        {(['top', 'recent'] as const).map((sort) => (
          <label key={sort} className="shell-search-filterbar__pill">
            <input
              type="radio"
              name={SEARCH_PARAMS.sort}
              value={sort}
              checked={filters.sort === sort}
              onChange={() => apply({ ...filters, sort })}
            />
            <span>{FILTER_LABELS[sort]}</span>
          </label>
        ))}
      </fieldset>
      <label className="shell-search-filterbar__type">
        <span className="shell-visually-hidden">{FILTER_LABELS.postType}</span>
        <select name={SEARCH_PARAMS.postType} value={filters.postType} onChange={onType}>
          {SEARCH_POST_TYPES.map((type) => (
            <option key={type} value={type}>
              {POST_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="shell-search-filterbar__check">
        <input
          type="checkbox"
          name={SEARCH_PARAMS.role}
          value="original"
          checked={filters.original}
          onChange={(event) => apply({ ...filters, original: event.target.checked })}
        />
        {FILTER_LABELS.original}
      </label>
      <label className="shell-search-filterbar__check shell-search-filterbar__switch">
        <input
          type="checkbox"
          role="switch"
          name={SEARCH_PARAMS.safeSearch}
          value="true"
          checked={filters.safeSearch}
          onChange={(event) => apply({ ...filters, safeSearch: event.target.checked })}
        />
        {FILTER_LABELS.safeSearch}
      </label>
      {hydrated ? null : (
        <button type="submit" className="shell-button">
          {FILTER_LABELS.apply}
        </button>
      )}
    </form>
  );
}
