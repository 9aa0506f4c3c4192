import { useRef, type KeyboardEvent } from 'react';
import { formatCount } from '@dash/shared-contracts/core';
import type { NoteCounts } from '@dash/shared-contracts';
import type { NotesFilter } from '../lib/notes-state';

export const NOTES_TABS: readonly { filter: NotesFilter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'reply', label: 'Replies' },
  { filter: 'reblog', label: 'Reblogs' },
  { filter: 'like', label: 'Likes' },
];

const countOf = (counts: NoteCounts, filter: NotesFilter) =>
  filter === 'all' ? counts.like + counts.reblog + counts.reply : counts[filter];

export const tabId = (prefix: string, filter: NotesFilter) => `${prefix}-tab-${filter}`;

/**
 * The notes list's filter as tabs (Tumblr's Replies / Reblogs / Likes, and All first), each with its
 * count once known. Arrow keys, Home and End move between tabs; Enter or Space shows one (manual
 * activation: each tab reads its list from the server).
 */
export function NotesTabs({
  idPrefix,
  panelId,
  filter,
  counts,
  onSelect,
}: {
  idPrefix: string;
  panelId: string;
  filter: NotesFilter;
  counts: NoteCounts | null;
  onSelect: (filter: NotesFilter) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (at < 0) return;
    const last = NOTES_TABS.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[
      event.key as 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End'
    ];
    if (to === undefined) return;
    event.preventDefault();
    tabs.current[to]?.focus();
  };
  return (
    <div role="tablist" aria-label="Show notes" className="pk-notes__tabs" onKeyDown={onKeyDown}>
      {NOTES_TABS.map((tab, i) => {
        const selected = tab.filter === filter;
        return (
          <button
            key={tab.filter}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.filter)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="pk-notes__tab"
            onClick={() => onSelect(tab.filter)}
          >
            {tab.label}
            {counts ? <span className="pk-notes__count"> {formatCount(countOf(counts, tab.filter))}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
