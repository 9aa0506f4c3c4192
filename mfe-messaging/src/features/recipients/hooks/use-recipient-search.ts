import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRemote } from '@dash/remote-kit';
import { getParticipantSuggestions } from '../api/participant-suggestions';
import { RecipientSearch } from '../state/recipient-search';

/** One RecipientSearch per own blog (participant uuid); it starts on the favourites and stops on unmount. */
export function useRecipientSearch(participant: string) {
  const { api } = useRemote();
  const search = useMemo(
    () => new RecipientSearch((q, signal) => getParticipantSuggestions(api, { participant, q }, signal)),
    [api, participant],
  );
  useEffect(() => {
    search.setQuery('');
    return () => search.dispose();
  }, [search]);
  const state = useSyncExternalStore(search.subscribe, search.getState);
  return { search, state };
}
