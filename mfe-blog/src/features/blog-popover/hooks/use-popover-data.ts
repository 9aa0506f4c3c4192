import { useCallback, useEffect, useState } from 'react';
import { ApiError, BLOG_POPOVER, type BlogPopoverResponse } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getBlogPopover } from '../api/get-blog-popover';
import type { PopoverCache } from '../lib/popover-cache';

export type PopoverDataState =
  | { status: 'loading' }
  | { status: 'ready'; data: BlogPopoverResponse }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/**
 * The popover's data for `name`, from the cache or the server. `stripLoading` holds the strip's bar
 * loader until the answer is here and at least `BLOG_POPOVER.minLoaderMs` have passed since the
 * request (spec 3 §2 screen 2, §9), so it never flashes; a cached answer needs no loader.
 */
export function usePopoverData(name: string, cache: PopoverCache) {
  const { api } = useRemote();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PopoverDataState>(() => {
    const cached = cache.get(name);
    return cached ? { status: 'ready', data: cached } : { status: 'loading' };
  });
  const [loaderShown, setLoaderShown] = useState(state.status !== 'ready');

  useEffect(() => {
    if (cache.get(name) && attempt === 0) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    setLoaderShown(true);
    const minimum = setTimeout(() => setLoaderShown(false), BLOG_POPOVER.minLoaderMs);
    getBlogPopover(api, name, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.set(name, data);
        setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: error instanceof ApiError ? error.userMessage : 'Something went wrong.' });
      },
    );
    return () => {
      controller.abort();
      clearTimeout(minimum);
    };
    // The cache is the controller's one instance; a new attempt asks the server again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, stripLoading: state.status === 'loading' || loaderShown, retry };
}
