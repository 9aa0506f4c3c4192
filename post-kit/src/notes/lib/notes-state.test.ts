import { makeNote, notesPage } from '../../testing';
import { initialNotesState, notesReducer, shownCounts, shownNotes, type NotesAction, type NotesState } from './notes-state';

const like = makeNote('like', 'ben', 3);
const reblog = makeNote('reblog', 'cat', 2);
const reply = makeNote('reply', 'dan', 1);
const mine = makeNote('reply', 'me', 9, { timestamp: 1_800_000_000 });
const run = (state: NotesState, ...actions: NotesAction[]) => actions.reduce(notesReducer, state);

it('starts from the server page when there is one, else loading', () => {
  expect(initialNotesState(notesPage([reply]))).toMatchObject({ status: 'ready', notes: [reply], filter: 'all' });
  expect(initialNotesState(null)).toMatchObject({ status: 'loading', page: 'first', notes: [], counts: null });
});

it('appends the next page without repeating a note', () => {
  const state = run(
    initialNotesState(notesPage([reply, reblog], '2:reblog:2')),
    { type: 'load', filter: 'all', page: 'more' },
    { type: 'loaded', page: 'more', response: notesPage([reblog, like]) },
  );
  expect(state.notes).toEqual([reply, reblog, like]);
  expect(state.next).toBeNull();
  expect(state.counts).toEqual({ like: 0, reblog: 1, reply: 1 });
});

it('puts a sent reply on top and counts it until a read holds it', () => {
  const open = run(initialNotesState(notesPage([reblog, like])), { type: 'sent', note: mine });
  expect(shownNotes(open)).toEqual([mine, reblog, like]);
  expect(shownCounts(open)).toEqual({ like: 1, reblog: 1, reply: 1 });
  expect(run(open, { type: 'sent', note: mine })).toBe(open);
  // The likes tab does not show it, but still counts it.
  const likes = run(open, { type: 'load', filter: 'like', page: 'first' }, { type: 'sent', note: mine });
  const read = run(likes, { type: 'loaded', page: 'first', response: notesPage([like], null, { like: 1, reblog: 1, reply: 0 }) });
  expect(shownNotes(read)).toEqual([like]);
  expect(shownCounts(read)).toEqual({ like: 1, reblog: 1, reply: 1 });
  // A read that holds it shows it once, counted once.
  const fresh = run(
    open,
    { type: 'load', filter: 'all', page: 'first' },
    { type: 'sent', note: mine },
    { type: 'loaded', page: 'first', response: notesPage([mine, reblog, like]) },
  );
  expect(shownNotes(fresh)).toEqual([mine, reblog, like]);
  expect(shownCounts(fresh)).toEqual({ like: 1, reblog: 1, reply: 1 });
});

it('keeps what it had when a page fails, and which page failed', () => {
  const state = run(
    initialNotesState(notesPage([reply], '1:reply:1')),
    { type: 'load', filter: 'all', page: 'more' },
    { type: 'failed', message: 'Nope' },
  );
  expect(state).toMatchObject({ status: 'error', page: 'more', error: 'Nope', notes: [reply], next: '1:reply:1' });
});
