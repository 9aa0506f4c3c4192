import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Participant } from '@dash/shared-contracts';
import { LoadingBar, useRemote } from '@dash/remote-kit';
import { describeFetchError } from '../../../lib/fetch-error';
import { useRecipientSearch } from '../hooks/use-recipient-search';
import { moveSelection, pickNoResultsLine, recipientForEnter } from '../state/recipient-rules';
import { RecipientsList, optionId } from './recipients-list';
import './recipients.css';

/** The reason messaging gives the shell while the To: input has focus (shortcuts:suspend / resume). */
export const SHORTCUTS_REASON = 'messaging-recipient-search';

/**
 * The inbox's compose search (spec 2 §2 screens 3 and 4): the To: combobox and its listbox, the
 * favourites while it is empty, results otherwise. The input keeps focus; the selection is
 * announced with aria-activedescendant. While it has focus the dashboard's shortcuts are suspended.
 */
export function RecipientSearchView({ participant, onOpen }: { participant: string; onOpen: (recipient: Participant) => void }) {
  const { bus } = useRemote();
  const { search, state } = useRecipientSearch(participant);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const focused = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `msg-recipients-${useId().replace(/:/g, '')}`;

  const recipients = state.results ?? [];
  const showingFavorites = state.resultsQuery === '';
  // A new no-results line for each query that finds nobody.
  const noResults = useMemo(() => pickNoResultsLine(), [state.resultsQuery, state.results]); // eslint-disable-line react-hooks/exhaustive-deps

  // The selection starts over whenever the list changes.
  useEffect(() => setActive(-1), [state.results]);

  useEffect(() => {
    inputRef.current?.focus();
    return () => {
      if (focused.current) bus.emit('shortcuts:resume', { reason: SHORTCUTS_REASON });
    };
  }, [bus]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => moveSelection(a, recipients.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const recipient = recipients[recipientForEnter(active, recipients.length)];
      if (recipient && !state.busy) onOpen(recipient);
    }
  };

  const error = state.error ? describeFetchError(state.error) : null;
  const hasList = state.results !== null && !error;
  return (
    <div className="msg-to">
      {state.showLoader ? <LoadingBar label={showingFavorites ? 'Loading favorites' : 'Searching'} /> : null}
      <div className="msg-to__row">
        <label className="msg-to__label" htmlFor={`${listId}-input`}>
          To:
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className="msg-to__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={hasList && recipients.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && active < recipients.length ? optionId(listId, active) : undefined}
          aria-describedby={`${listId}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            search.setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            focused.current = true;
            bus.emit('shortcuts:suspend', { reason: SHORTCUTS_REASON });
          }}
          onBlur={() => {
            focused.current = false;
            bus.emit('shortcuts:resume', { reason: SHORTCUTS_REASON });
          }}
        />
        <span id={`${listId}-hint`} className="msg-visually-hidden">
          Type a Tumblr's name. Up and Down choose, Enter opens the conversation.
        </span>
      </div>
      {error ? (
        <div className="msg-error" role="alert">
          <p>{error.message}</p>
          {error.retryable ? (
            <button type="button" className="msg-button" onClick={() => search.retry()}>
              Retry
            </button>
          ) : null}
        </div>
      ) : hasList ? (
        <RecipientsList
          id={listId}
          title={showingFavorites ? 'Favorites' : undefined}
          label={showingFavorites ? 'Favorites' : 'Tumblrs'}
          recipients={recipients}
          activeIndex={active}
          onOpen={onOpen}
          onActiveChange={setActive}
          emptyText={showingFavorites ? undefined : state.busy ? undefined : noResults}
        />
      ) : null}
    </div>
  );
}
