import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { searchBlog } from '../api/search-blog';
import {
  DEFAULT_FILTERS,
  canLoadMore,
  resultsEnded,
  searchableTerm,
  startResults,
  withPage,
  type ResultsState,
  type SearchFilters,
} from '../lib/search-model';

/** How the peepr may start (the `blog:open` payload): with the bar open, or searching a tag. */
export interface SearchStart {
  open?: boolean;
  tag?: string;
}

interface SearchState {
  open: boolean;
  /** What the input shows. */
  text: string;
  filters: SearchFilters;
  /** null while the blog's own posts are shown. */
  results: ResultsState | null;
  /** Changes with every search started or cleared: the list's key, so it starts over. */
  generation: number;
  /** Changes when the input should take focus (after BLOG_SEARCH.focusDelayMs). */
  focusKey: number;
}

const initialState = (start: SearchStart): SearchState => ({
  open: Boolean(start.open || start.tag),
  text: start.tag ?? '',
  filters: DEFAULT_FILTERS,
  results: null,
  generation: 0,
  focusKey: start.open ? 1 : 0,
});

const messageOf = (error: unknown) => (error instanceof ApiError ? error.userMessage : 'Something went wrong.');

/**
 * The blog search of one blog (spec 3 §3 "Blog-search model", §4 "Blog search", §5): typing sets
 * the term, submitting searches (an empty term does nothing), filters re-run a search under way,
 * clearing hides the bar and goes back to the blog's posts. Results page by next_offset, one
 * request at a time, and stop when it is negative. `results` has the shape of the peepr's post
 * list source.
 */
export function useBlogSearch(name: string, start: SearchStart = {}) {
  const { api } = useRemote();
  const [state, setState] = useState<SearchState>(() => initialState(start));
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef<AbortController | null>(null);

  const abort = () => {
    inFlight.current?.abort();
    inFlight.current = null;
  };
  useEffect(() => abort, []);

  const request = useCallback(
    (term: string, filters: SearchFilters, nextOffset: number) => {
      const controller = new AbortController();
      inFlight.current = controller;
      const mine = (s: SearchState) => s.results !== null && s.results.term === term && s.filters === filters;
      setState((s) => (mine(s) && s.results ? { ...s, results: { ...s.results, loading: true, error: null } } : s));
      searchBlog(api, { name, term, filters, nextOffset }, controller.signal).then(
        (page) => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setState((s) => (mine(s) && s.results ? { ...s, results: withPage(s.results, page) } : s));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setState((s) =>
            mine(s) && s.results ? { ...s, results: { ...s.results, loading: false, error: messageOf(error) } } : s,
          );
        },
      );
    },
    [api, name],
  );

  const begin = useCallback(
    (term: string, filters: SearchFilters) => {
      abort();
      setState((s) => ({ ...s, open: true, text: term, filters, results: startResults(term), generation: s.generation + 1 }));
      request(term, filters, 0);
    },
    [request],
  );

  /** Searches the input's text, or `term` (a picked tag). An empty term does nothing. */
  const submit = useCallback(
    (term?: string) => {
      const wanted = searchableTerm(term ?? stateRef.current.text);
      if (wanted) begin(wanted, stateRef.current.filters);
    },
    [begin],
  );

  /** New filters; a search under way starts over with them. */
  const setFilters = useCallback(
    (change: Partial<SearchFilters>) => {
      const filters = { ...stateRef.current.filters, ...change };
      const results = stateRef.current.results;
      if (results) begin(results.term, filters);
      else setState((s) => ({ ...s, filters }));
    },
    [begin],
  );

  const setText = useCallback((text: string) => setState((s) => ({ ...s, text })), []);
  const openBar = useCallback(() => setState((s) => ({ ...s, open: true, focusKey: s.focusKey + 1 })), []);

  /** Hides the bar and resets it (filters too); the blog's own posts come back. */
  const clear = useCallback(() => {
    abort();
    setState((s) => ({ ...initialState({}), generation: s.generation + 1, focusKey: s.focusKey }));
  }, []);

  const loadMore = useCallback(() => {
    const { results, filters } = stateRef.current;
    if (!results || inFlight.current || !canLoadMore(results)) return;
    request(results.term, filters, results.nextOffset);
  }, [request]);

  const retry = useCallback(() => {
    const { results } = stateRef.current;
    if (!results) return;
    stateRef.current = { ...stateRef.current, results: { ...results, error: null } };
    loadMore();
  }, [loadMore]);

  // A tag preset (spec 3 §2: "the blog-profile overlay can open … with a search tag term preset").
  const [presetTag] = useState(start.tag);
  useEffect(() => {
    if (presetTag) submit(presetTag);
  }, [presetTag, submit]);

  const { results } = state;
  const source = useMemo(
    () =>
      results && {
        posts: results.posts,
        loading: results.loading,
        ended: resultsEnded(results),
        error: results.error,
        loadMore,
        retry,
      },
    [results, loadMore, retry],
  );

  return {
    open: state.open,
    text: state.text,
    filters: state.filters,
    generation: state.generation,
    focusKey: state.focusKey,
    /** The term of the search shown, or null while the blog's own posts are. */
    term: results?.term ?? null,
    results: source,
    setText,
    submit,
    setFilters,
    openBar,
    clear,
  };
}

export type BlogSearch = ReturnType<typeof useBlogSearch>;
