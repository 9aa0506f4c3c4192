import { useEffect, useRef, useState } from 'react';
import type { BlogDataResponse } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getBlogActivity, type ActivityQuery } from './get-blog-activity';

export type BlogActivityState = { status: 'loading' } | { status: 'ready'; data: BlogDataResponse } | { status: 'failed' };

/**
 * Loads a blog's activity (again whenever the blog or the query changes, or `attempt` goes up); a
 * failure is reported once through `onFailure` and leaves the state 'failed'.
 */
export function useBlogActivity(
  blogName: string,
  onFailure: () => void,
  query: ActivityQuery = {},
  attempt = 0,
): BlogActivityState {
  const { api } = useRemote();
  const [state, setState] = useState<BlogActivityState>({ status: 'loading' });
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const { type, before, limit } = query;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getBlogActivity(api, blogName, { type, before, limit }, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed' });
        failure.current();
      },
    );
    return () => controller.abort();
  }, [api, blogName, type, before, limit, attempt]);

  return state;
}
