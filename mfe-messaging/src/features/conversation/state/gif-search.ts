import type { GifSearchResponse } from '@dash/shared-contracts';
import { GIF_DEBOUNCE_MS, normalizeGifQuery, selectableGifs, type SelectableGif } from './gif-rules';

export type GifFetcher = (query: string, signal: AbortSignal) => Promise<GifSearchResponse>;

export interface GifAnswer {
  query: string;
  /** The results that can be sent (with a post id and a blog uuid), in the server's order. */
  gifs: SelectableGif[];
  /** The server's note on the query (results stay hidden until the user asks for them). */
  message: { header: string; body: string } | null;
}

export interface GifSearchState {
  /** The normalized query typed; '' searches nothing. */
  query: string;
  /** idle: nothing typed; waiting: the debounce runs; loading: the request is in flight. */
  status: 'idle' | 'waiting' | 'loading' | 'ready' | 'error';
  /** The last answer (it stays shown while a newer query waits or loads). */
  answer: GifAnswer | null;
}

/**
 * The GIF picker's search (spec 2 §9 "GIF search"): a query is sent 250 ms after typing stops; the
 * request in flight is aborted before a new one starts, so a late answer never replaces a newer
 * one. A plain class: the hook renders it with useSyncExternalStore.
 */
export class GifSearch {
  private state: GifSearchState = { query: '', status: 'idle', answer: null };
  private readonly listeners = new Set<() => void>();
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private inFlight: AbortController | null = null;

  constructor(
    private readonly fetcher: GifFetcher,
    private readonly onAnswer: (answer: GifAnswer, total: number) => void = () => undefined,
    private readonly debounceMs = GIF_DEBOUNCE_MS,
  ) {}

  getState = (): GifSearchState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The input's text changed. */
  setText(text: string): void {
    const query = normalizeGifQuery(text);
    if (query === this.state.query) return;
    this.clearDebounce();
    this.abort();
    if (!query) {
      this.set({ query, status: 'idle', answer: null });
      return;
    }
    this.set({ ...this.state, query, status: 'waiting' });
    this.debounce = setTimeout(() => this.load(query), this.debounceMs);
  }

  /** Sends the current query again (after a failure). */
  retry(): void {
    if (!this.state.query || this.state.status !== 'error') return;
    this.load(this.state.query);
  }

  /** Stops the debounce and aborts the request in flight (the picker closed). */
  dispose(): void {
    this.clearDebounce();
    this.abort();
  }

  private load(query: string): void {
    this.debounce = null;
    this.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    this.set({ ...this.state, status: 'loading' });
    this.fetcher(query, controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return;
        this.inFlight = null;
        const answer: GifAnswer = { query, gifs: selectableGifs(response.media), message: response.message };
        this.set({ query, status: 'ready', answer });
        this.onAnswer(answer, response.media.length);
      },
      () => {
        if (controller.signal.aborted) return;
        this.inFlight = null;
        this.set({ ...this.state, status: 'error' });
      },
    );
  }

  private abort(): void {
    this.inFlight?.abort();
    this.inFlight = null;
  }

  private clearDebounce(): void {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = null;
  }

  private set(next: GifSearchState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
