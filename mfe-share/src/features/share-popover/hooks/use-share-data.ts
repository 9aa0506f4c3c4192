import { useCallback, useEffect, useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getShareData } from '../api/get-share-data';

export type ShareDataState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: SharePopoverData };

/** Loads the share data of one post; `retry` asks again after a failure. */
export function useShareData(blogName: string, postId: string) {
  const { api } = useRemote();
  const [state, setState] = useState<ShareDataState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getShareData(api, blogName, postId, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [api, blogName, postId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
