import { useEffect, useId, useState, type MutableRefObject } from 'react';
import type { NotesResponse } from '@dash/shared-contracts';
import { useNotes } from '../hooks/use-notes';
import { shownCounts, shownNotes, type NotesFilter } from '../lib/notes-state';
import type { NoteSink } from '../lib/note-sink';
import { NoteItem } from './note-item';
import { NotesTabs, tabId } from './notes-tabs';

export interface NotesPanelProps {
  /** The region's id (the notes button's aria-controls). */
  id: string;
  postId: string;
  /** The first page the server read with the post (a permalink), so it renders without a request. */
  initial?: NotesResponse | null;
  /** Where the card's reply box hands the replies it sends (they go on top of the list). */
  sink: MutableRefObject<NoteSink | null>;
}

const EMPTY: Record<NotesFilter, string> = {
  all: 'No notes yet.',
  reply: 'No replies yet.',
  reblog: 'No reblogs yet.',
  like: 'No likes yet.',
};

/**
 * A post's notes under it (issue 10, "N notes"): tabs for all, replies, reblogs and likes with their
 * counts, the notes newest first, "Show more notes" for the next page, and the loading, error (with
 * Try again) and empty states. The region is labelled "Notes".
 */
export function NotesPanel({ id, postId, initial, sink }: NotesPanelProps) {
  const { state, show, more, retry, add } = useNotes(postId, initial);
  const prefix = useId();
  const panelId = `${prefix}-list`;
  // Ages are counted from when the list was drawn (the server's render may differ by a little).
  const [now] = useState(() => Date.now());

  useEffect(() => {
    sink.current = add;
    return () => {
      if (sink.current === add) sink.current = null;
    };
  }, [sink, add]);

  const notes = shownNotes(state);
  const loading = state.status === 'loading';
  const failed = state.status === 'error';
  const firstPage = state.page === 'first';
  const moreFailed = failed && !firstPage;
  return (
    <section id={id} className="pk-notes" aria-label="Notes">
      <NotesTabs idPrefix={prefix} panelId={panelId} filter={state.filter} counts={shownCounts(state)} onSelect={show} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(prefix, state.filter)}
        aria-busy={loading}
        className="pk-notes__panel"
        tabIndex={0}
      >
        {notes.length > 0 && (
          <ol className="pk-notes__list">
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} now={now} />
            ))}
          </ol>
        )}
        {state.status === 'ready' && notes.length === 0 && <p className="pk-notes__empty">{EMPTY[state.filter]}</p>}
        <p role="status" className="pk-notes__status">
          {loading ? (firstPage ? 'Loading notes…' : 'Loading more notes…') : ''}
        </p>
        {failed && (
          <div role="alert" className="pk-notes__error">
            {state.error}
          </div>
        )}
        {failed && firstPage && (
          <button type="button" className="pk-button pk-notes__retry" onClick={retry}>
            Try again
          </button>
        )}
        {(state.next !== null || moreFailed) && !(failed && firstPage) && (
          <button type="button" className="pk-button pk-notes__more" aria-disabled={loading} onClick={moreFailed ? retry : more}>
            {moreFailed ? 'Try again' : 'Show more notes'}
          </button>
        )}
      </div>
    </section>
  );
}
