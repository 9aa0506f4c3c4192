import type { Note, NoteCounts, NoteType, NotesResponse } from '@dash/shared-contracts';

/** What the list shows: every kind, or one (the Replies, Reblogs and Likes tabs). */
export type NotesFilter = 'all' | NoteType;

export interface NotesState {
  filter: NotesFilter;
  /** The pages read for this filter, newest first. */
  notes: Note[];
  /**
   * Replies sent from this card since the list's first page was asked for (newest first): the
   * server's answer may not hold them, so they stay on top until a fresh read does.
   */
  sent: Note[];
  /** Each kind's count, from the last first page read (null before one arrived). */
  counts: NoteCounts | null;
  next: string | null;
  status: 'loading' | 'ready' | 'error';
  /** Which page is loading or failed. */
  page: 'first' | 'more';
  error: string | null;
}

export type NotesAction =
  | { type: 'load'; filter: NotesFilter; page: 'first' | 'more' }
  | { type: 'loaded'; page: 'first' | 'more'; response: NotesResponse }
  | { type: 'failed'; message: string }
  | { type: 'sent'; note: Note };

/** The list's first state: the page the server rendered with the post (a permalink), or loading. */
export function initialNotesState(initial?: NotesResponse | null): NotesState {
  const base = { filter: 'all' as const, sent: [], page: 'first' as const, error: null };
  if (!initial) return { ...base, notes: [], counts: null, next: null, status: 'loading' };
  return { ...base, notes: initial.notes, counts: initial.counts, next: initial.next, status: 'ready' };
}

const has = (notes: readonly Note[], note: Note) => notes.some((n) => n.id === note.id);

export function notesReducer(state: NotesState, action: NotesAction): NotesState {
  switch (action.type) {
    case 'load':
      if (action.page === 'more') return { ...state, status: 'loading', page: 'more', error: null };
      // A fresh read holds every reply sent before it was asked for.
      return { ...state, filter: action.filter, notes: [], sent: [], next: null, status: 'loading', page: 'first', error: null };
    case 'loaded': {
      const { response } = action;
      if (action.page === 'first')
        return { ...state, notes: response.notes, counts: response.counts, next: response.next, status: 'ready', error: null };
      const more = response.notes.filter((n) => !has(state.notes, n));
      return { ...state, notes: [...state.notes, ...more], next: response.next, status: 'ready', error: null };
    }
    case 'failed':
      return { ...state, status: 'error', error: action.message };
    case 'sent':
      if (has(state.sent, action.note) || has(state.notes, action.note)) return state;
      return { ...state, sent: [action.note, ...state.sent] };
  }
}

/** The sent replies the pages read do not hold yet. */
const unread = (state: NotesState) => state.sent.filter((n) => !has(state.notes, n));

/** The list as shown: replies sent from here on top (when the filter keeps replies), then the pages. */
export function shownNotes(state: NotesState): Note[] {
  const sent = state.filter === 'all' || state.filter === 'reply' ? unread(state) : [];
  return [...sent, ...state.notes];
}

/** Each kind's count with the replies sent from here that the last read did not count. */
export function shownCounts(state: NotesState): NoteCounts | null {
  if (!state.counts) return null;
  return { ...state.counts, reply: state.counts.reply + unread(state).length };
}
