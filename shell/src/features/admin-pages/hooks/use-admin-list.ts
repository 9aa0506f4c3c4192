import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { ApiClient } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { TROUBLE_MESSAGE } from '../../../lib/trouble-message';

export type AdminListStatus = 'loading' | 'idle' | 'end' | 'error';

/**
 * A newest-first admin list, a page at a time: `load` answers a page's items and the cursor of the
 * next one (null: that was the last). "Show older" asks for the next page; a failure can be retried.
 */
export function useAdminList<T>(
  load: (api: ApiClient, before: string | null, signal: AbortSignal) => Promise<{ items: T[]; next: string | null }>,
) {
  const { api } = useShellServices();
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<AdminListStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const next = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const loadMore = useCallback(async () => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    setError(null);
    try {
      const page = await load(api, next.current, controller.signal);
      if (controller.signal.aborted) return;
      next.current = page.next;
      setItems((shown) => [...shown, ...page.items]);
      setStatus(page.next === null ? 'end' : 'idle');
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err instanceof ApiError ? err.userMessage : TROUBLE_MESSAGE);
      setStatus('error');
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [api, load]);

  useEffect(() => {
    void loadMore();
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [loadMore]);

  return { items, status, error, loadMore };
}
