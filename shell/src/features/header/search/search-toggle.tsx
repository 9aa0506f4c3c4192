import type { Ref } from 'react';
import { SEARCH_ICON } from './search-form';

/** The mobile header's search icon (spec 3 §2 screen 6): shows or hides the search field. */
export function SearchToggle({
  ref,
  expanded,
  onToggle,
}: {
  ref?: Ref<HTMLButtonElement>;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="shell-header__phone shell-header__icon-button"
      aria-label="Search"
      aria-expanded={expanded}
      aria-controls="shell-search"
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={SEARCH_ICON} />
      </svg>
    </button>
  );
}

/**
 * The nsfw lock (spec 3 §2 screen 6, §6): visitors get no filter icon; their searches are safe
 * (filter_nsfw=true) and the lock says so. Logging in unlocks the filter.
 */
export function SafeSearchLock() {
  return (
    <span className="shell-header__phone shell-header__lock" role="img" aria-label="Safe search is on" title="Safe search is on">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Zm0 9a2 2 0 0 0-1 3.7V19h2v-2.3A2 2 0 0 0 12 13Z"
        />
      </svg>
    </span>
  );
}
