import { useCallback, useEffect, useState } from 'react';
import type { Participant } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getParticipantSuggestions } from '../api/participant-suggestions';

export type FavoritesState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; blogs: Participant[] };

/** The favourites of one own blog (participant_suggestions with limit and include_recent), fetched on mount. */
export function useFavorites(participant: string, limit: number) {
  const { api } = useRemote();
  const [state, setState] = useState<FavoritesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getParticipantSuggestions(api, { participant, limit }, controller.signal).then(
      (blogs) => setState({ status: 'ready', blogs }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [api, participant, limit, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
