/** Spec 2 §9 and spec 3 §9: the recipient searches' debounce and loader delay, 250 ms each. */
export const SEARCH_DEBOUNCE_MS = 250;
export const LOADER_DELAY_MS = 250;

export type SearchFetcher<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

export interface DebouncedSearchState<T> {
  /** The trimmed query; '' shows the favourites. */
  query: string;
  /** The recipients last loaded, or null before the first answer (or after an error). */
  results: T[] | null;
  /** The query `results` belong to (they stay shown while the next query waits for its answer). */
  resultsQuery: string;
  /** A request is waiting for its debounce or is in flight. */
  busy: boolean;
  /** Loading has taken longer than LOADER_DELAY_MS: show the top loading bar. */
  showLoader: boolean;
  /** The last request for `query` failed. */
  error: unknown;
}

/**
 * A search as the recipient pickers run it (messaging's To: field, spec 2 §4 "Recipient search"; the
 * messaging share, spec 3 §4): an empty query (the favourites) is fetched at once, any other after a
 * 250 ms debounce. Answers are cached per query, an in-flight request is aborted before a new one
 * starts, and the loader shows only once a load has taken longer than 250 ms. A plain class: a hook
 * renders it (useSyncExternalStore with subscribe/getState).
 */
export class DebouncedSearch<T> {
  private state: DebouncedSearchState<T> = {
    query: '',
    results: null,
    resultsQuery: '',
    busy: false,
    showLoader: false,
    error: null,
  };
  private readonly cache = new Map<string, T[]>();
  private readonly listeners = new Set<() => void>();
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private loaderTimer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: AbortController | null = null;

  constructor(
    private readonly fetcher: SearchFetcher<T>,
    private readonly timing = { debounceMs: SEARCH_DEBOUNCE_MS, loaderDelayMs: LOADER_DELAY_MS },
  ) {}

  getState = (): DebouncedSearchState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sets the typed text (trimmed). */
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
    // Favourites load at once; a typed query waits for the debounce (the old results stay meanwhile).
    this.set({ ...this.state, query, busy: true, error: null });
    if (query === '') this.load(query);
    else this.debounce = setTimeout(() => this.load(query), this.timing.debounceMs);
  }

  /** Fetches the current query again (after an error). */
  retry(): void {
    this.clearDebounce();
    this.set({ ...this.state, busy: true, error: null });
    this.load(this.state.query);
  }

  /** Stops the debounce and aborts the request in flight (the view went away). */
  dispose(): void {
    this.clearDebounce();
    this.abort();
    if (this.state.busy) this.state = { ...this.state, query: '', results: null, busy: false };
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

  private set(next: DebouncedSearchState<T>): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
