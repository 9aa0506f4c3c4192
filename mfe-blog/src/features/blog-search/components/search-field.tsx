import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { BLOG_SEARCH } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import type { BlogSearch } from '../hooks/use-blog-search';
import { useTypeahead } from '../hooks/use-typeahead';
import { moveActive } from '../lib/typeahead';
import { TypeaheadList, optionId } from './typeahead-list';

/** The reason the blog search gives the shell while its input has focus (shortcuts:suspend / resume). */
export const SHORTCUTS_REASON = 'blog-search';

interface SearchFieldProps {
  name: string;
  search: BlogSearch;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Escape with something typed or searched: the bar clears (and hides). */
  onClear: () => void;
}

/**
 * The search input, a combobox over the popular tags (spec 3 §2 item 4, §4): Enter searches the
 * term or the highlighted tag, Up/Down move through the tags, Escape closes the tags, then clears
 * the search; with nothing to clear it is left to the panel (which closes). While the input has
 * focus the dashboard's keyboard shortcuts are suspended (spec 3 §4, §9).
 */
export function SearchField({ name, search, inputRef, onClear }: SearchFieldProps) {
  const { bus } = useRemote();
  const typeahead = useTypeahead(name, search.text);
  const [active, setActive] = useState(-1);
  const focused = useRef(false);
  const id = useId().replace(/:/g, '');
  const inputId = `blog-search-input-${id}`;
  const listId = `blog-search-tags-${id}`;
  const { matches, visible } = typeahead;

  // The highlight starts over whenever the list changes.
  useEffect(() => setActive(-1), [matches]);
  useEffect(
    () => () => {
      if (focused.current) bus.emit('shortcuts:resume', { reason: SHORTCUTS_REASON });
    },
    [bus],
  );

  const pick = (tag: string) => {
    typeahead.hideNow();
    search.submit(tag);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && visible) {
      event.preventDefault();
      setActive((a) => moveActive(a, matches.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const tag = visible && active >= 0 ? matches[active] : undefined;
      if (tag) pick(tag);
      else if (search.text.trim()) {
        typeahead.hideNow();
        search.submit();
      }
    } else if (event.key === 'Escape') {
      if (visible) {
        event.preventDefault();
        typeahead.hideNow();
      } else if (search.text || search.term !== null) {
        event.preventDefault();
        onClear();
      }
    }
  };

  return (
    <div className="blog-search-field">
      <label htmlFor={inputId} className="blog-visually-hidden">
        Search {name}'s blog
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="blog-search-input"
        type="text"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={BLOG_SEARCH.termMax}
        placeholder={`Search ${name}`}
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={visible ? listId : undefined}
        aria-activedescendant={visible && active >= 0 ? optionId(listId, active) : undefined}
        value={search.text}
        onChange={(event) => {
          search.setText(event.target.value);
          typeahead.show();
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          focused.current = true;
          bus.emit('shortcuts:suspend', { reason: SHORTCUTS_REASON });
          typeahead.show();
        }}
        onBlur={() => {
          focused.current = false;
          bus.emit('shortcuts:resume', { reason: SHORTCUTS_REASON });
          typeahead.hideSoon();
        }}
      />
      {visible && <TypeaheadList id={listId} tags={matches} active={active} onPick={pick} />}
    </div>
  );
}
