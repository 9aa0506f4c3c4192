import { useEffect, useRef, useState } from 'react';
import type { GifMedia } from '@dash/shared-contracts';
import { LoadingBar, useRemote } from '@dash/remote-kit';
import { useGifSearch } from '../hooks/use-gif-search';
import { GIF_MESSAGES } from '../lib/constants';
import { noResultsMessage } from '../lib/gif-text';
import { loadImage } from '../lib/load-image';
import { GifGrid } from './gif-grid';

export interface GifSearchPanelProps {
  onSelect(gif: GifMedia): void;
  context?: string | null;
}

/** The popover's content: the query input, the message area, the loading bar and the results. */
export function GifSearchPanel({ onSelect, context }: GifSearchPanelProps) {
  const { bus } = useRemote();
  const [input, setInput] = useState('');
  const state = useGifSearch(input, context);
  const inputRef = useRef<HTMLInputElement>(null);
  const [revealedQuery, setRevealedQuery] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [loadingIndex, setLoadingIndex] = useState<number | null>(null);
  const choosing = useRef<AbortController | null>(null);

  // The popover focuses itself when it opens; the input should have focus, so take it right after.
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    return () => {
      clearTimeout(timer);
      choosing.current?.abort();
    };
  }, []);

  const result = state.status === 'ready' ? state.result : null;
  useEffect(() => {
    setSelected(null);
    setLoadingIndex(null);
  }, [result]);

  const choose = (index: number) => {
    const gif = result?.media[index];
    if (!gif || !result) return;
    choosing.current?.abort();
    const controller = new AbortController();
    choosing.current = controller;
    setLoadingIndex(index);
    // The full image is loaded first, so it shows at once where it is inserted.
    void loadImage(gif.mediaUrl, controller.signal).then(() => {
      if (controller.signal.aborted) return;
      setLoadingIndex(null);
      setSelected(index);
      bus.emit('log:event', {
        event: 'gifsearch:select',
        data: {
          query: result.query,
          position: index,
          postBlog: gif.postBlog,
          postId: gif.postId,
          context: result.loggingContext,
        },
      });
      onSelect(gif);
    });
  };

  const logImpression = (indexes: number[]) => {
    if (!result) return;
    const posts = indexes.flatMap((i) => {
      const gif = result.media[i];
      return gif ? [{ postBlog: gif.postBlog, postId: gif.postId, position: i }] : [];
    });
    bus.emit('log:event', {
      event: 'gifsearch:impression',
      data: { query: result.query, posts, context: result.loggingContext },
    });
  };

  const hiddenByMessage = result?.message && revealedQuery !== result.query;
  const noResults = result && result.media.length === 0 && !result.message;
  return (
    <div className="gif-search">
      <input
        ref={inputRef}
        type="text"
        enterKeyHint="search"
        className="compose-input gif-search__input"
        aria-label={GIF_MESSAGES.placeholder}
        placeholder={GIF_MESSAGES.placeholder}
        value={input}
        // Single line: pasted line breaks become spaces.
        onChange={(event) => setInput(event.target.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
      />
      {state.status === 'loading' && <LoadingBar label={GIF_MESSAGES.loading} />}
      <div className="gif-search__message" role="status">
        {state.status === 'error' && <p className="gif-search__error">{state.message}</p>}
        {noResults && <NoResults query={result.query} />}
        {result?.message && hiddenByMessage && (
          <div>
            <p className="gif-search__message-header">{result.message.header}</p>
            <p>{result.message.body}</p>
            {result.media.length > 0 && (
              <button type="button" className="gif-search__reveal" onClick={() => setRevealedQuery(result.query)}>
                {GIF_MESSAGES.viewAnyway}
              </button>
            )}
          </div>
        )}
      </div>
      {result && result.media.length > 0 && !hiddenByMessage && (
        <GifGrid
          media={result.media}
          query={result.query}
          selectedIndex={selected}
          loadingIndex={loadingIndex}
          onChoose={choose}
          onImpression={logImpression}
        />
      )}
    </div>
  );
}

/** Picked once per query, so re-renders don't shuffle the joke. */
function NoResults({ query }: { query: string }) {
  const [text] = useState(() => noResultsMessage());
  return <p key={query}>{text}</p>;
}
