import { useEffect, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { SEARCH_PATH } from '@dash/shared-contracts/core';
import { searchFormFields } from './search-fields';
import type { SiteSearch } from './use-site-search';

export const SEARCH_FIELD_ID = 'shell-search-q';

interface SearchFormProps {
  search: SiteSearch;
  /** Phones: the field shows only while open (the search icon toggles it); wider screens always show it. */
  open: boolean;
  /** Set when the search icon opened the field: focus goes into it. */
  focusOnOpen: boolean;
  onClose: (options: { restoreFocus: boolean }) => void;
}

/**
 * The header's search field (spec 3 §2): a GET form to /search with `q` and the hidden fields
 * filter_nsfw, sort and filter_post_type, so it works before scripts run too. With scripts the
 * results open without a page load, and a blank term does nothing.
 */
export function SearchForm({ search, open, focusOnOpen, onClose }: SearchFormProps) {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open && focusOnOpen) input.current?.focus();
  }, [open, focusOnOpen]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search.submit()) onClose({ restoreFocus: false });
    else input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose({ restoreFocus: true });
  };

  return (
    <form
      id="shell-search"
      role="search"
      aria-label="Site"
      className={`shell-search${open ? ' shell-search--open' : ''}`}
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={SEARCH_FIELD_ID} className="shell-visually-hidden">
        Search
      </label>
      <svg className="shell-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={SEARCH_ICON} />
      </svg>
      <input
        ref={input}
        id={SEARCH_FIELD_ID}
        className="shell-search__input"
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        value={search.term}
        onChange={(event) => search.setTerm(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {searchFormFields(search.filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

export const SEARCH_ICON = 'M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z';
