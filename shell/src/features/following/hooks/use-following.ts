import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { Blog } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import type { FeedStatus } from '../../feed';
import { getFollowing } from '../api/get-following';

import { TROUBLE_MESSAGE as GENERIC_ERROR } from '../../../lib/trouble-message';

/**
 * The followed blogs, a page at a time. An unfollow (from this page or anywhere, any tab) keeps the
 * row, marked not followed, so the person can follow again without the list jumping.
 */
export function useFollowing() {
  const { api, bus } = useShellServices();
  const [blogs, setBlogs] = useState<Blog[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [status, setStatus] = useState<FeedStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const next = useRef<number | null>(0);
  const inFlight = useRef<AbortController | null>(null);

  const loadMore = useCallback(async () => {
    const offset = next.current;
    if (offset === null || inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    setError(null);
    try {
      const res = await getFollowing(api, offset, controller.signal);
      if (controller.signal.aborted) return;
      next.current = res.next_offset;
      setTotal(res.total);
      setBlogs((shown) => [...shown, ...res.blogs.filter((b) => !shown.some((s) => s.name === b.name))]);
      setStatus(res.next_offset === null ? 'end' : 'idle');
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err instanceof ApiError ? err.userMessage : GENERIC_ERROR);
      setStatus('error');
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [api]);

  useEffect(() => {
    void loadMore();
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [loadMore]);

  useEffect(
    () =>
      bus.on('blog:follow-changed', ({ name, following }) =>
        setBlogs((shown) => shown.map((b) => (b.name === name ? { ...b, following } : b))),
      ),
    [bus],
  );

  return { blogs, total, status, error, loadMore };
}
