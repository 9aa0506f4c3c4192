import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { BlogSearchPostType } from '@dash/shared-contracts';
import type { SearchFilters } from '../lib/search-model';

/** The post type choices; "All Types" is the spec's label (spec 3 §2 item 7). */
const TYPE_LABELS: Record<BlogSearchPostType, string> = {
  ANY: 'All Types',
  TEXT: 'Text',
  PHOTO: 'Photos',
  QUOTE: 'Quotes',
  LINK: 'Links',
  CHAT: 'Chats',
  AUDIO: 'Audio',
  VIDEO: 'Videos',
};

interface SearchFiltersPopoverProps {
  id: string;
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  /** `returnFocus`: Escape gives focus back to the filter button; a click elsewhere keeps it there. */
  onClose: (returnFocus: boolean) => void;
  /** The filter button: its own clicks toggle, they are not "outside". */
  toggleRef: RefObject<HTMLElement | null>;
}

/**
 * The filters popover (spec 3 §2 items 4 and 7, §3): Top or Recent posts, the post type, original
 * posts only and safe search. A change applies at once (a search under way starts over). A
 * non-modal dialog inside the panel: Escape or a click outside closes it.
 */
export function SearchFiltersPopover({ id, filters, onChange, onClose, toggleRef }: SearchFiltersPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const name = useId();
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || ref.current?.contains(target) || toggleRef.current?.contains(target)) return;
      latestClose.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [toggleRef]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose(true);
  };

  return (
    <div ref={ref} id={id} role="dialog" aria-label="Search filters" className="blog-search-filters" onKeyDown={onKeyDown}>
      <fieldset className="blog-search-filters-group">
        <legend className="blog-visually-hidden">Sort</legend>
        <label className="blog-search-filters-choice">
          <input
            type="radio"
            name={name}
            checked={filters.sort === 'POPULARITY_DESC'}
            onChange={() => onChange({ sort: 'POPULARITY_DESC' })}
          />
          Top Posts
        </label>
        <label className="blog-search-filters-choice">
          <input
            type="radio"
            name={name}
            checked={filters.sort === 'CREATED_DESC'}
            onChange={() => onChange({ sort: 'CREATED_DESC' })}
          />
          Recent Posts
        </label>
      </fieldset>
      <label className="blog-search-filters-type">
        <span>Post type</span>
        <select value={filters.postType} onChange={(event) => onChange({ postType: event.target.value as BlogSearchPostType })}>
          {(Object.keys(TYPE_LABELS) as BlogSearchPostType[]).map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="blog-search-filters-choice">
        <input
          type="checkbox"
          checked={filters.originalOnly}
          onChange={(event) => onChange({ originalOnly: event.target.checked })}
        />
        Original Posts
      </label>
      <label className="blog-search-filters-choice">
        <input
          type="checkbox"
          checked={filters.safeSearch}
          onChange={(event) => onChange({ safeSearch: event.target.checked })}
        />
        Safe search
      </label>
    </div>
  );
}
