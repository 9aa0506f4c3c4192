import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { Note, NotesResponse } from '@dash/shared-contracts';
import { usePostCardHost } from '../../host';
import { getNotes } from '../api/get-notes';
import { initialNotesState, notesReducer, type NotesFilter } from '../lib/notes-state';

/** What the list says when a page cannot be read and the server gave no reason a user can act on. */
export const NOTES_LOAD_FAILED = "The notes couldn't be loaded.";

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.errors[0]) return error.userMessage;
  return NOTES_LOAD_FAILED;
}

/**
 * A post's notes list: the first page (the server's, when it rendered one, else read on mount), a
 * filter, the next pages, retries, and the replies this card sends (`add`). One request at a time:
 * a new one (another tab) cancels the one in flight.
 */
export function useNotes(postId: string, initial?: NotesResponse | null) {
  const { api } = usePostCardHost();
  const [state, dispatch] = useReducer(notesReducer, initial, initialNotesState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(
    async (filter: NotesFilter, page: 'first' | 'more') => {
      const before = page === 'more' ? (stateRef.current.next ?? undefined) : undefined;
      if (page === 'more' && !before) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'load', filter, page });
      try {
        const response = await getNotes(api, {
          postId,
          ...(filter === 'all' ? {} : { type: filter }),
          ...(before ? { before } : {}),
          signal: controller.signal,
        });
        if (!controller.signal.aborted) dispatch({ type: 'loaded', page, response });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'failed', message: failureMessage(error) });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [api, postId],
  );

  // The first page, unless the server's is here; read again after a cancelled read (a remount).
  useEffect(() => {
    const { status, page, filter } = stateRef.current;
    if (status === 'loading' && !inFlight.current) void load(filter, page);
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [load]);

  const show = useCallback(
    (filter: NotesFilter) => {
      if (filter !== stateRef.current.filter) void load(filter, 'first');
    },
    [load],
  );
  const more = useCallback(() => {
    const { status, next } = stateRef.current;
    if (status !== 'loading' && next) void load(stateRef.current.filter, 'more');
  }, [load]);
  const retry = useCallback(() => void load(stateRef.current.filter, stateRef.current.page), [load]);
  const add = useCallback((note: Note) => dispatch({ type: 'sent', note }), []);

  return { state, show, more, retry, add };
}
