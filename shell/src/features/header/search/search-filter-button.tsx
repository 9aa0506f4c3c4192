import { useCallback, useMemo, useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { createLazyPanel } from '../components/lazy-panel';
import type { SearchFiltersProps } from './search-filters-props';
import type { SiteSearch } from './use-site-search';

const loadFilters = () => import(/* webpackChunkName: "search-filters" */ './search-filters');
const LazySearchFilters = createLazyPanel<SearchFiltersProps>('search filters', loadFilters);

/**
 * The mobile header's filter icon (spec 3 §2 screen 6, logged-in users): opens the search filter
 * popover (screen 7), whose code loads on first open (warmed on pointer or focus).
 */
export function SearchFilterButton({ search, onOpen }: { search: SiteSearch; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [buttonRef, popoverRef], []);
  const close = useCallback((options: { restoreFocus?: boolean } = {}) => {
    setOpen(false);
    if (options.restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, refs, close);
  const warm = () => void loadFilters().catch(() => undefined);

  return (
    <div className="shell-header__phone shell-search-filter">
      <button
        ref={buttonRef}
        type="button"
        className="shell-header__icon-button"
        aria-label="Search filters"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'shell-search-filters' : undefined}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          if (!open) onOpen();
          setOpen((v) => !v);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 6h9.2a3 3 0 0 1 5.6 0H20v2h-1.2a3 3 0 0 1-5.6 0H4V6Zm12 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM4 16h1.2a3 3 0 0 1 5.6 0H20v2h-9.2a3 3 0 0 1-5.6 0H4v-2Zm4 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"
          />
        </svg>
      </button>
      {open && (
        <div
          ref={popoverRef}
          id="shell-search-filters"
          className="shell-search-filters"
          role="dialog"
          aria-label="Search filters"
        >
          <LazySearchFilters search={search} onClose={close} />
        </div>
      )}
    </div>
  );
}
