import { useEffect, useRef, useState } from 'react';
import { LoadingBar, useRemote } from '@dash/remote-kit';
import { useGifSearch } from '../hooks/use-gif-search';
import { GIF_CONTEXT, GIF_TEXTS, type SelectableGif } from '../state/gif-rules';
import { GifGrid } from './gif-grid';
import './gifs.css';

interface GifPickerProps {
  id: string;
  /** A result was chosen (it becomes the image preview; the picker closes). */
  onPick: (gif: SelectableGif) => void;
  /** Escape: the picker closes and focus goes back to the GIF button. */
  onClose: () => void;
}

/**
 * The GIF search panel, inline above the compose box (it stays inside the 320 px window, and the
 * full-width one under 480 px, with no portal to fight the window's focus handling): the "Search
 * GIFs" input, a loading bar while a search is in flight, the server's note or "No GIFs found.",
 * a retryable error, and the results grid. Escape anywhere in it closes it.
 */
export function GifPicker({ id, onPick, onClose }: GifPickerProps) {
  const { bus } = useRemote();
  const { search, state } = useGifSearch();
  const [text, setText] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const answer = state.answer;
  const hidden = answer?.message && revealed !== answer.query;
  const log = (event: string, data: Record<string, unknown>) =>
    bus.emit('log:event', { event, data: { query: answer?.query ?? '', ...data, context: GIF_CONTEXT } });

  return (
    <section
      id={id}
      className="msg-gifs"
      aria-label={GIF_TEXTS.panel}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <input
        ref={inputRef}
        type="search"
        className="msg-gifs__input"
        aria-label={GIF_TEXTS.label}
        placeholder={GIF_TEXTS.label}
        enterKeyHint="search"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search.setText(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter does not submit anything around it; the search runs as the user types.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {state.status === 'loading' ? <LoadingBar label={GIF_TEXTS.loading} /> : null}
      <div className="msg-gifs__status" role="status">
        {state.status === 'error' ? (
          <p className="msg-gifs__error">
            {GIF_TEXTS.failed}{' '}
            <button type="button" className="msg-link-button" onClick={() => search.retry()}>
              Retry
            </button>
          </p>
        ) : answer?.message && hidden ? (
          <div className="msg-gifs__note">
            <p className="msg-gifs__note-header">{answer.message.header}</p>
            <p>{answer.message.body}</p>
            {answer.gifs.length > 0 ? (
              <button type="button" className="msg-link-button" onClick={() => setRevealed(answer.query)}>
                {GIF_TEXTS.viewAnyway}
              </button>
            ) : null}
          </div>
        ) : answer && answer.gifs.length === 0 ? (
          <p>{GIF_TEXTS.none}</p>
        ) : null}
      </div>
      {answer && answer.gifs.length > 0 && !hidden && state.status !== 'error' ? (
        <GifGrid
          gifs={answer.gifs}
          onImpression={(positions) =>
            log('gifsearch:impression', {
              posts: positions.map((position) => ({
                postBlog: answer.gifs[position]?.postBlog,
                postId: answer.gifs[position]?.postId,
                position,
              })),
            })
          }
          onChoose={(position) => {
            const gif = answer.gifs[position];
            if (!gif) return;
            log('gifsearch:select', { position, postBlog: gif.postBlog, postId: gif.postId });
            onPick(gif);
          }}
        />
      ) : null}
    </section>
  );
}
