import { useEffect, useState } from 'react';
import { ApiError } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { GifSearchError, searchGifs } from '../api/search-gifs';
import { GIF_MESSAGES, GIF_SEARCH } from '../lib/constants';
import { gifCache, type GifSearchResult } from '../lib/gif-cache';
import { normalizeQuery } from '../lib/gif-text';
import { preloadImages } from '../lib/load-image';
import { useDebouncedValue } from './use-debounced-value';

export type GifSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; result: GifSearchResult }
  | { status: 'error'; query: string; message: string };

function messageOf(error: unknown): string {
  if (error instanceof GifSearchError) return error.message;
  if (error instanceof ApiError) return error.userMessage;
  return GIF_MESSAGES.failed;
}

/**
 * Searches 250 ms after typing stops. A changed query aborts the running search and its image
 * preloads; the loader shows until the answer and its first batch of images are in (or the
 * preload wait runs out). Answers are cached per normalized query for 5 minutes.
 */
export function useGifSearch(input: string, context?: string | null): GifSearchState {
  const { api, bus } = useRemote();
  const query = normalizeQuery(useDebouncedValue(input, GIF_SEARCH.inputDebounceMs));
  const [state, setState] = useState<GifSearchState>({ status: 'idle' });

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading', query });
    (async () => {
      const cached = gifCache.get(query, Date.now());
      const result = cached ?? (await searchGifs(api, query, { context: context ?? null, signal }));
      if (!cached) gifCache.set(result);
      await preloadImages(
        result.media.slice(0, GIF_SEARCH.renderBatch).map((gif) => gif.mediaUrl),
        signal,
      );
      if (signal.aborted) return;
      setState({ status: 'ready', result });
      bus.emit('log:event', {
        event: 'gifsearch:search',
        data: { query, count: result.media.length, cached: Boolean(cached), context: result.loggingContext },
      });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      setState({ status: 'error', query, message: messageOf(error) });
    });
    return () => controller.abort();
  }, [api, bus, query, context]);

  return state;
}
