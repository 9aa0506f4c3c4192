import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, PAGE_SIZE } from '@dash/shared-contracts';
import type { Post } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getBlogPosts } from '../api/get-blog-posts';
import { usePostFacts } from './use-post-facts';

interface PostsState {
  posts: Post[];
  nextOffset: number;
  loading: boolean;
  ended: boolean;
  error: string | null;
}

const INITIAL: PostsState = { posts: [], nextOffset: 0, loading: false, ended: false, error: null };

/**
 * Pages of a blog's posts (spec 3 §4 "Peepr posts"): one request at a time; the end is reached
 * when next_offset is null or a page is short. With a post id, only that post is read. The posts
 * follow the facts the cards announce (use-post-facts.ts); `subscribed` starts from the header.
 */
export function useBlogPosts(name: string, postId: string | undefined, subscribedToBlog = false) {
  const { api } = useRemote();
  const [state, setState] = useState<PostsState>(INITIAL);
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    setState(INITIAL);
    stateRef.current = INITIAL;
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [name, postId]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || current.ended || current.error) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const limit = postId ? 1 : PAGE_SIZE;
    setState((s) => ({ ...s, loading: true }));
    getBlogPosts(api, { name, postId, limit, offset: current.nextOffset }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((s) => ({
          posts: [...s.posts, ...page.posts.filter((p) => !s.posts.some((known) => known.id === p.id))],
          nextOffset: page.next_offset ?? s.nextOffset + page.posts.length,
          loading: false,
          ended: Boolean(postId) || page.next_offset === null || page.posts.length < limit,
          error: null,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        const message = error instanceof ApiError ? error.userMessage : 'Something went wrong.';
        setState((s) => ({ ...s, loading: false, error: message }));
      },
    );
  }, [api, name, postId]);

  const subscribed = usePostFacts((change) => setState((s) => ({ ...s, posts: change(s.posts) })), { [name]: subscribedToBlog });

  const retry = useCallback(() => {
    setState((s) => ({ ...s, error: null }));
    stateRef.current = { ...stateRef.current, error: null };
    loadMore();
  }, [loadMore]);

  return { ...state, subscribed, loadMore, retry };
}
