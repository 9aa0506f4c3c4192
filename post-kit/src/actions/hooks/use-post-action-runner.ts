import { useCallback, useRef, useState } from 'react';
import { askDialog, type ApiClient, type DashBus, type DialogRequest } from '@dash/shared-contracts/core';
import { usePostCardHost, type PostCardHost } from '../../host';
import type { PostAction } from '../lib/action-endpoints';
import { runPostAction } from '../lib/run-post-action';
import type { PostActionResult } from '../lib/run-post-action';

export interface PostActionRunner {
  api: ApiClient;
  bus: DashBus;
  host: PostCardHost;
  /** True while one of this runner's actions is waiting for the server. */
  pending: boolean;
  /**
   * Runs one action through the shared response handling; a second call while one runs is
   * ignored (answers `{ ok: false, status: -1 }`). Counts in the answer reach the session.
   */
  run<T extends { context_tumblelog?: Record<string, number> }>(
    action: PostAction,
    call: () => Promise<T>,
    options?: { publish?: boolean },
  ): Promise<PostActionResult<T>>;
  /** Shows the answer's message as a success toast, when it has one. */
  toastMessage(message: string | undefined): void;
  /** Asks the dialog service; a second ask while one is open (a double click) answers 'cancel'. */
  confirm(request: DialogRequest): Promise<'confirm' | 'cancel'>;
}

/** What every post action hook shares: services, one-at-a-time, response handling and counts. */
export function usePostActionRunner(): PostActionRunner {
  const host = usePostCardHost();
  const { api, bus } = host;
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const asking = useRef(false);

  const run = useCallback(
    async <T extends { context_tumblelog?: Record<string, number> }>(
      action: PostAction,
      call: () => Promise<T>,
      options?: { publish?: boolean },
    ): Promise<PostActionResult<T>> => {
      if (busy.current) return { ok: false, status: -1 };
      busy.current = true;
      setPending(true);
      try {
        const result = await runPostAction(bus, action, call, options);
        const counts = result.ok ? result.value.context_tumblelog : undefined;
        if (counts) host.applyCounts({ counts });
        return result;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [bus, host],
  );

  const toastMessage = useCallback(
    (message: string | undefined) => {
      if (message) bus.emit('toast:show', { message, tone: 'success' });
    },
    [bus],
  );

  const confirm = useCallback(
    async (request: DialogRequest) => {
      if (asking.current) return 'cancel' as const;
      asking.current = true;
      try {
        return await askDialog(bus, request, 'post-card');
      } finally {
        asking.current = false;
      }
    },
    [bus],
  );

  return { api, bus, host, pending, run, toastMessage, confirm };
}
