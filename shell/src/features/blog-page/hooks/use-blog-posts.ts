import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { Blog, NotesResponse, Post } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import type { FeedStatus } from '../../feed';
import { getBlogPosts } from '../api/get-blog-posts';
import type { BlogPageRef } from '../lib/blog-page-title';

export interface BlogPostsState {
  blog: Blog | null;
  posts: Post[];
  /** The offset of the next page; null at the end (or for a permalink). */
  nextOffset: number | null;
  status: FeedStatus | 'missing';
  error: string | null;
  /** A permalink's first page of notes, when the server read it with the post. */
  notes: NotesResponse | null;
}

import { TROUBLE_MESSAGE as GENERIC_ERROR } from '../../../lib/trouble-message';
const START: BlogPostsState = { blog: null, posts: [], nextOffset: 0, status: 'idle', error: null, notes: null };

/**
 * A blog page's posts (its posts, a tag's, or one post): the server's first page when it rendered
 * this page for this viewer (hydration shows the same posts), then a page at a time by offset.
 * A blog or post that does not exist (404) is `missing`.
 */
export function useBlogPosts(route: BlogPageRef) {
  const { api, bus, initialBlog } = useShellServices();
  const session = useSession();
  const viewer = session.logged_in ? (session.user?.name ?? null) : null;
  const [state, setState] = useState<BlogPostsState>(() => {
    const first = initialBlog?.take({ ...route, viewer });
    if (!first) return START;
    if (!first.response) return { ...START, status: 'missing', nextOffset: null };
    const next = first.response.next_offset;
    return {
      blog: first.response.tumblelog,
      posts: first.response.posts,
      nextOffset: next,
      status: next === null ? 'end' : 'idle',
      error: null,
      notes: first.notes ?? null,
    };
  });
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef<AbortController | null>(null);
  const { name, tag, postId } = route;

  const loadMore = useCallback(async () => {
    const offset = stateRef.current.nextOffset;
    if (inFlight.current || offset === null) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const res = await getBlogPosts(api, { name, tag, postId, offset, signal: controller.signal });
      if (controller.signal.aborted) return;
      setState((s) => {
        const known = new Set(s.posts.map((p) => p.id));
        const posts = [...s.posts, ...res.posts.filter((p) => !known.has(p.id))];
        const next = postId ? null : res.next_offset;
        return { ...s, blog: res.tumblelog, posts, nextOffset: next, status: next === null ? 'end' : 'idle', error: null };
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.status === 404) {
        setState({ ...START, status: 'missing', nextOffset: null });
        return;
      }
      setState((s) => ({ ...s, status: 'error', error: error instanceof ApiError ? error.userMessage : GENERIC_ERROR }));
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [api, name, tag, postId]);

  useEffect(() => {
    initialBlog?.consume();
    if (stateRef.current.blog === null && stateRef.current.status === 'idle') void loadMore();
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [loadMore, initialBlog]);

  // The header's follow state and the cards' menus follow the product's follow facts (any tab);
  // unfollowing ends a subscription (spec 3 §4 "Follow").
  useEffect(
    () =>
      bus.on('blog:follow-changed', ({ name: changed, following }) =>
        setState((s) => {
          const blog =
            s.blog && s.blog.name === changed
              ? { ...s.blog, following, ...(following ? {} : { is_subscribed: false, can_subscribe: false }) }
              : s.blog;
          const touched = s.posts.some((p) => p.blog.name === changed && p.following !== following);
          if (blog === s.blog && !touched) return s;
          return {
            ...s,
            blog,
            posts: touched ? s.posts.map((p) => (p.blog.name === changed ? { ...p, following } : p)) : s.posts,
          };
        }),
      ),
    [bus],
  );

  // Subscribed or not (the cards' menus say which), from any tab.
  useEffect(
    () =>
      bus.on('blog:subscription-changed', ({ name: changed, subscribed, canSubscribe }) =>
        setState((s) =>
          s.blog && s.blog.name === changed
            ? { ...s, blog: { ...s.blog, is_subscribed: subscribed, can_subscribe: canSubscribe } }
            : s,
        ),
      ),
    [bus],
  );

  // Blocked or unblocked (here or in another tab): the header drops or gets back its controls.
  useEffect(
    () =>
      bus.on('blog:blocked', ({ name: changed, blocked }) =>
        setState((s) =>
          s.blog && s.blog.name === changed && s.blog.is_blocked !== blocked
            ? { ...s, blog: { ...s.blog, is_blocked: blocked, following: blocked ? false : s.blog.following } }
            : s,
        ),
      ),
    [bus],
  );

  // A post's card announces what changed it (a reply's note count, an edit): the page shows the new post.
  useEffect(
    () =>
      bus.on('post:updated', ({ post }) =>
        setState((s) =>
          s.posts.some((p) => p.id === post.id) ? { ...s, posts: s.posts.map((p) => (p.id === post.id ? post : p)) } : s,
        ),
      ),
    [bus],
  );

  return { ...state, loadMore };
}
