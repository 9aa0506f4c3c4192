import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@dash/shared-contracts';
import type { Blog } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getBlogHeader } from '../api/get-blog-header';

export type BlogHeaderState =
  { status: 'loading' } | { status: 'ready'; blog: Blog } | { status: 'missing' } | { status: 'error'; message: string };

/** The blog header data for `name`, with a retry for failures other than 404. */
export function useBlogHeader(name: string) {
  const { api } = useRemote();
  const [state, setState] = useState<BlogHeaderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getBlogHeader(api, name, controller.signal).then(
      (blog) => !controller.signal.aborted && setState({ status: 'ready', blog }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: error instanceof ApiError ? error.userMessage : 'Something went wrong.' });
      },
    );
    return () => controller.abort();
  }, [api, name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
