import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { AdminEventsResponse } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { TROUBLE_MESSAGE } from '../../../lib/trouble-message';
import { getAdminEvents } from '../api/get-admin-events';

export type AdminEventsState =
  { status: 'loading' } | { status: 'ready'; answer: AdminEventsResponse } | { status: 'error'; message: string };

/** The counts, loaded when the page opens; `reload` asks again (Try again, Refresh). */
export function useAdminEvents(): AdminEventsState & { reload: () => void } {
  const { api } = useShellServices();
  const [state, setState] = useState<AdminEventsState>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);
  const reload = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    getAdminEvents(api, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', answer });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiError ? error.userMessage : TROUBLE_MESSAGE });
      },
    );
  }, [api]);
  useEffect(() => {
    reload();
    return () => current.current?.abort();
  }, [reload]);
  return { ...state, reload };
}
