import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, SITE_SEARCH } from '@dash/shared-contracts/core';
import type { Blog, InitialSearch, Post, SearchFilters } from '@dash/shared-contracts';
import { pageInitialSearch } from '../../../app/initial-search';
import { useSession, useShellServices } from '../../../app/shell-services';
import { useBusEvent } from '../../../lib/use-bus-event';
import type { FeedStatus } from '../../feed';
import { getSiteSearch } from '../api/get-site-search';
import { GENERIC_ERROR } from '../lib/search-copy';

export interface SiteSearchState {
  /** Which search (term, filters, viewer) this state is for. */
  key: string;
  /** The matching blogs (from the first page). */
  blogs: Blog[];
  posts: Post[];
  /** The offset of the next page; null at the end (spec 3 §4: next_offset negative). */
  nextOffset: number | null;
  status: FeedStatus;
  error: string | null;
  /** The first page has come (from the server's HTML or a fetch). */
  loaded: boolean;
}

const searchKey = (term: string, filters: SearchFilters, viewer: string | null) =>
  JSON.stringify([term, filters.sort, filters.postType, filters.original, filters.safeSearch, viewer]);

const start = (key: string): SiteSearchState => ({
  key,
  blogs: [],
  posts: [],
  nextOffset: 0,
  status: 'idle',
  error: null,
  loaded: false,
});

function fromFirstPage(key: string, first: InitialSearch | null): SiteSearchState {
  if (!first) return start(key);
  const next = first.response.next_offset < 0 ? null : first.response.next_offset;
  return {
    key,
    blogs: first.response.blogs,
    posts: first.response.posts,
    nextOffset: next,
    status: next === null ? 'end' : 'idle',
    error: null,
    loaded: true,
  };
}

/** A term the server takes: not blank, at most SITE_SEARCH.termMax characters. */
export const searchableTerm = (term: string) => term.length > 0 && term.length <= SITE_SEARCH.termMax;

/**
 * One search's results: the server's first page when it rendered this search for this viewer
 * (hydration shows the same cards), then a page at a time by next_offset until it is negative. A
 * change of filters (the page stays mounted, so focus stays in the filter bar) starts over. Posts and
 * blogs follow the product's facts: edits, deletions, blocks and follows from anywhere.
 */
export function useSiteSearch(term: string, filters: SearchFilters) {
  const services = useShellServices();
  const { api } = services;
  const initialSearch = services.initialSearch ?? pageInitialSearch();
  const session = useSession();
  const viewer = session.logged_in ? (session.user?.name ?? null) : null;
  const key = searchKey(term, filters, viewer);
  const [state, setState] = useState<SiteSearchState>(() => fromFirstPage(key, initialSearch.take({ term, filters, viewer })));
  // Another search (a filter changed): start over (React re-renders at once with the new state).
  let current = state;
  if (state.key !== key) {
    current = start(key);
    setState(current);
  }
  const stateRef = useRef(current);
  stateRef.current = current;
  const request = useRef({ term, filters });
  request.current = { term, filters };
  const inFlight = useRef<{ key: string; controller: AbortController } | null>(null);

  const loadMore = useCallback(async () => {
    const s = stateRef.current;
    if (s.nextOffset === null || !searchableTerm(request.current.term) || inFlight.current?.key === s.key) return;
    inFlight.current?.controller.abort();
    const controller = new AbortController();
    inFlight.current = { key: s.key, controller };
    const offset = s.nextOffset;
    const mine = (prev: SiteSearchState) => prev.key === s.key;
    setState((prev) => (mine(prev) ? { ...prev, status: 'loading', error: null } : prev));
    try {
      const res = await getSiteSearch(api, { ...request.current, offset, signal: controller.signal });
      if (controller.signal.aborted) return;
      setState((prev) => {
        if (!mine(prev)) return prev;
        const known = new Set(prev.posts.map((p) => p.id));
        const next = res.next_offset < 0 ? null : res.next_offset;
        return {
          ...prev,
          blogs: offset === 0 ? res.blogs : prev.blogs,
          posts: [...prev.posts, ...res.posts.filter((p) => !known.has(p.id))],
          nextOffset: next,
          status: next === null ? 'end' : 'idle',
          loaded: true,
        };
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ApiError ? error.userMessage : GENERIC_ERROR;
      setState((prev) => (mine(prev) ? { ...prev, status: 'error', error: message } : prev));
    } finally {
      if (inFlight.current?.controller === controller) inFlight.current = null;
    }
  }, [api]);

  // The first page, unless the server's HTML had it.
  useEffect(() => {
    if (!current.loaded && current.status === 'idle') void loadMore();
  }, [current.key, current.loaded, current.status, loadMore]);

  useEffect(() => {
    initialSearch.consume();
    return () => {
      inFlight.current?.controller.abort();
      inFlight.current = null;
    };
  }, [initialSearch]);

  const update = (change: (s: SiteSearchState) => SiteSearchState) => setState((prev) => change(prev));
  useBusEvent('post:updated', ({ post }) =>
    update((s) =>
      s.posts.some((p) => p.id === post.id) ? { ...s, posts: s.posts.map((p) => (p.id === post.id ? post : p)) } : s,
    ),
  );
  useBusEvent('post:deleted', ({ postId }) => update((s) => ({ ...s, posts: s.posts.filter((p) => p.id !== postId) })));
  useBusEvent('blog:blocked', ({ name, blocked }) => {
    if (blocked)
      update((s) => ({
        ...s,
        posts: s.posts.filter((p) => p.blog.name !== name),
        blogs: s.blogs.filter((b) => b.name !== name),
      }));
  });
  useBusEvent('blog:follow-changed', ({ name, following }) =>
    update((s) => ({
      ...s,
      posts: s.posts.map((p) => (p.blog.name === name && p.following !== following ? { ...p, following } : p)),
      blogs: s.blogs.map((b) => (b.name === name ? { ...b, following, can_subscribe: following } : b)),
    })),
  );

  return { ...current, loadMore };
}
