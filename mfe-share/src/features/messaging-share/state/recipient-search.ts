import type { Participant } from '@dash/shared-contracts';
import { LOADER_DELAY_MS, SEARCH_DEBOUNCE_MS } from './messaging-share-rules';

export type SearchFetcher = (query: string, signal: AbortSignal) => Promise<Participant[]>;

export interface RecipientSearchState {
  /** The trimmed query; '' is the favourites. */
  query: string;
  /** The blogs last loaded for `resultsQuery`, or null before the first answer (or after an error). */
  results: Participant[] | null;
  resultsQuery: string;
  /** A request waits for its debounce or is in flight. */
  busy: boolean;
  /** The request has taken longer than the loader delay: show the loader. */
  showLoader: boolean;
  error: unknown;
}

/**
 * The messaging share's recipient search (spec 3 §4, §9): the favourites load at once, a typed query
 * 250 ms after the last keystroke; a request in flight is aborted before the next; the loader shows
 * only once a request has taken 250 ms; answers are kept per query. A plain class (the hook renders
 * it). mfe-messaging has the same rules for its To: field, but remotes cannot import each other.
 */
export class RecipientSearch {
  private state: RecipientSearchState = {
    query: '',
    results: null,
    resultsQuery: '',
    busy: false,
    showLoader: false,
    error: null,
  };
  private readonly cache = new Map<string, Participant[]>();
  private readonly listeners = new Set<() => void>();
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private loaderTimer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: AbortController | null = null;

  constructor(
    private readonly fetcher: SearchFetcher,
    private readonly timing = { debounceMs: SEARCH_DEBOUNCE_MS, loaderDelayMs: LOADER_DELAY_MS },
  ) {}

  getState = (): RecipientSearchState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setQuery(text: string): void {
    const query = text.trim();
    if (query === this.state.query && (this.state.results !== null || this.state.busy)) return;
    this.clearDebounce();
    const cached = this.cache.get(query);
    if (cached) {
      this.abort();
      this.set({ query, results: cached, resultsQuery: query, busy: false, showLoader: false, error: null });
      return;
    }
    this.set({ ...this.state, query, busy: true, error: null });
    if (query === '') this.load(query);
    else this.debounce = setTimeout(() => this.load(query), this.timing.debounceMs);
  }

  retry(): void {
    this.clearDebounce();
    this.set({ ...this.state, busy: true, error: null });
    this.load(this.state.query);
  }

  dispose(): void {
    this.clearDebounce();
    this.abort();
  }

  private load(query: string): void {
    this.debounce = null;
    this.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    this.loaderTimer = setTimeout(() => {
      if (this.inFlight === controller) this.set({ ...this.state, showLoader: true });
    }, this.timing.loaderDelayMs);
    this.fetcher(query, controller.signal).then(
      (results) => {
        if (controller.signal.aborted) return;
        this.cache.set(query, results);
        this.finish(controller);
        if (this.state.query === query)
          this.set({ query, results, resultsQuery: query, busy: false, showLoader: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        this.finish(controller);
        if (this.state.query === query) this.set({ ...this.state, results: null, busy: false, showLoader: false, error });
      },
    );
  }

  private finish(controller: AbortController): void {
    if (this.inFlight !== controller) return;
    this.inFlight = null;
    if (this.loaderTimer) clearTimeout(this.loaderTimer);
    this.loaderTimer = null;
  }

  private abort(): void {
    this.inFlight?.abort();
    this.inFlight = null;
    if (this.loaderTimer) clearTimeout(this.loaderTimer);
    this.loaderTimer = null;
    if (this.state.showLoader) this.state = { ...this.state, showLoader: false };
  }

  private clearDebounce(): void {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = null;
  }

  private set(next: RecipientSearchState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
