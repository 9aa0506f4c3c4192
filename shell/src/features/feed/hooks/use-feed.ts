import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts';
import type { FeedPage, Post } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import { useBusEvent } from '../../../lib/use-bus-event';
import { FIRST_REF, getFeed } from '../api/get-feed';
import { belongsOnPage } from '../lib/belongs-on-page';

export type FeedStatus = 'idle' | 'loading' | 'error' | 'end';
export interface FeedState {
  posts: Post[];
  nextRef: string | null;
  status: FeedStatus;
  error: string | null;
}

const GENERIC_ERROR = 'Sorry, we seem to be having technical trouble. Please try again later.';

/**
 * One feed page's posts: pages fetched one at a time (a second call while one is running is
 * ignored), and kept current with the post facts other parts of the product publish.
 */
export function useFeed(page: FeedPage, tag?: string) {
  const { api } = useShellServices();
  const session = useSession();
  const [state, setState] = useState<FeedState>({ posts: [], nextRef: FIRST_REF, status: 'idle', error: null });
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
    void loadMore();
    return () => {
      abort.current?.abort();
      abort.current = null;
      inFlight.current = false;
    };
  }, [loadMore]);

  const ctx = { page, tag, ownBlogs: session.blogs.map((b) => b.name), currentBlog: session.current_blog };
  useBusEvent('post:created', ({ post }) => {
    if (!belongsOnPage(post, ctx)) return;
    setState((s) => (s.posts.some((p) => p.id === post.id) ? s : { ...s, posts: [post, ...s.posts] }));
  });
  useBusEvent('post:updated', ({ post }) => {
    // An unliked post stays on the likes page until the next visit, so a slip can be undone.
    const keep = page === 'likes' || belongsOnPage(post, ctx);
    setState((s) => ({
      ...s,
      posts: keep ? s.posts.map((p) => (p.id === post.id ? post : p)) : s.posts.filter((p) => p.id !== post.id),
    }));
  });
  useBusEvent('post:deleted', ({ postId }) => {
    setState((s) => ({ ...s, posts: s.posts.filter((p) => p.id !== postId) }));
  });

  return { ...state, loadMore };
}
