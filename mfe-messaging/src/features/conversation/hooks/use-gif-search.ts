import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRemote } from '@dash/remote-kit';
import { searchGifs } from '../api/gif-api';
import { GIF_CONTEXT } from '../state/gif-rules';
import { GifSearch } from '../state/gif-search';

/** One GifSearch per open picker; each answer is logged as `gifsearch:search` (the compose GIF search's event). */
export function useGifSearch() {
  const { api, bus } = useRemote();
  const search = useMemo(
    () =>
      new GifSearch(
        (query, signal) => searchGifs(api, query, signal),
        (answer, total) =>
          bus.emit('log:event', {
            event: 'gifsearch:search',
            data: { query: answer.query, count: total, shown: answer.gifs.length, cached: false, context: GIF_CONTEXT },
          }),
      ),
    [api, bus],
  );
  useEffect(() => () => search.dispose(), [search]);
  const state = useSyncExternalStore(search.subscribe, search.getState);
  return { search, state };
}
