import { useEffect, useRef, useState } from 'react';
import type { BlogDataResponse } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getBlogActivity } from '../api/get-blog-activity';

export type BlogActivityState = { status: 'loading' } | { status: 'ready'; data: BlogDataResponse };

/** Loads a blog's activity; a failure is reported once through `onFailure`. */
export function useBlogActivity(blogName: string, onFailure: () => void): BlogActivityState {
  const { api } = useRemote();
  const [state, setState] = useState<BlogActivityState>({ status: 'loading' });
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getBlogActivity(api, blogName, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) failure.current();
      },
    );
    return () => controller.abort();
  }, [api, blogName]);

  return state;
}
