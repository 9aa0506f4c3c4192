import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRemote } from '@dash/remote-kit';
import { getRecipients } from '../api/messaging-share-api';
import { RecipientSearch } from '../state/recipient-search';

/** One RecipientSearch per sending blog (its uuid): it starts on the favourites and stops on unmount. */
export function useRecipientSearch(participant: string | null) {
  const { api } = useRemote();
  const search = useMemo(
    () =>
      new RecipientSearch((q, signal) => (participant ? getRecipients(api, { participant, q }, signal) : Promise.resolve([]))),
    [api, participant],
  );
  useEffect(() => {
    search.setQuery('');
    return () => search.dispose();
  }, [search]);
  const state = useSyncExternalStore(search.subscribe, search.getState);
  return { search, state };
}
