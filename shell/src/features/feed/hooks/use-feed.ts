import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { FeedPage, FeedResponse, Post } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import { FIRST_REF, getFeed } from '../api/get-feed';
import { mergeNewer } from '../lib/merge-newer';
import { useFeedFacts } from './use-feed-facts';
import { useRemovalFade } from './use-removal-fade';

export type FeedStatus = 'idle' | 'loading' | 'error' | 'end';
export interface FeedState {
  posts: Post[];
  nextRef: string | null;
  status: FeedStatus;
  error: string | null;
}

function stateFrom(first: FeedResponse | null): FeedState {
  if (!first) return { posts: [], nextRef: FIRST_REF, status: 'idle', error: null };
  return { posts: first.posts, nextRef: first.next_ref, status: first.next_ref === null ? 'end' : 'idle', error: null };
}

import { TROUBLE_MESSAGE as GENERIC_ERROR } from '../../../lib/trouble-message';

/**
 * One feed page's posts: pages fetched one at a time (a second call while one is running is
 * ignored), and kept current with the post and blog facts other parts of the product publish.
 * The first page the server rendered (services.initialFeed) is used as is: hydration shows the same
 * posts, and only the pages after it are fetched.
 */
export function useFeed(page: FeedPage, tag?: string) {
  const { api, initialFeed } = useShellServices();
  const session = useSession();
  const blog = session.logged_in ? session.current_blog : null;
  const [state, setState] = useState<FeedState>(() => stateFrom(initialFeed?.take(page, tag, blog) ?? null));
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef(false);
  const abort = useRef<AbortController | null>(null);

  const loadMore = useCallback(async () => {
    const ref = stateRef.current.nextRef;
    if (inFlight.current || ref === null) return;
    inFlight.current = true;
    const controller = new AbortController();
    abort.current = controller;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const res = await getFeed(api, { page, tag, ref, signal: controller.signal });
      if (controller.signal.aborted) return;
      setState((s) => {
        const known = new Set(s.posts.map((p) => p.id));
        const posts = [...s.posts, ...res.posts.filter((p) => !known.has(p.id))];
        return { posts, nextRef: res.next_ref, status: res.next_ref === null ? 'end' : 'idle', error: null };
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ApiError ? error.userMessage : GENERIC_ERROR;
      setState((s) => ({ ...s, status: 'error', error: message }));
    } finally {
      if (abort.current === controller) {
        inFlight.current = false;
        abort.current = null;
      }
    }
  }, [api, page, tag]);

  useEffect(() => {
    initialFeed?.consume();
    // A feed that starts from the server's first page waits for the reader to scroll for more.
    if (stateRef.current.nextRef === FIRST_REF) void loadMore();
    return () => {
      abort.current?.abort();
      abort.current = null;
      inFlight.current = false;
    };
  }, [loadMore, initialFeed]);

  /** After a save (spec 1 §4): GET the first page again and put the posts not shown yet on top. */
  const loadNewer = useCallback(async () => {
    try {
      const res = await getFeed(api, { page, tag, ref: FIRST_REF });
      setState((s) => ({ ...s, posts: mergeNewer(s.posts, res.posts) }));
    } catch (error) {
      console.error('[feed] could not fetch the newer posts after a save', error);
    }
  }, [api, page, tag]);

  const updatePosts = useCallback((change: (posts: Post[]) => Post[]) => {
    setState((s) => {
      const posts = change(s.posts);
      return posts === s.posts ? s : { ...s, posts };
    });
  }, []);

  const { leaving, fadeOut } = useRemovalFade((ids) => updatePosts((posts) => posts.filter((p) => !ids.has(p.id))));
  const { subscribed } = useFeedFacts({ page, tag, getPosts: () => stateRef.current.posts, updatePosts, loadNewer, fadeOut });

  return { ...state, loadMore, leaving, subscribed };
}
