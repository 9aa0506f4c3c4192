import { useEffect, useState } from 'react';
import { ApiError, type OpenGraph } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { fetchOpenGraph } from '../api/fetch-open-graph';

export const OPEN_GRAPH_DEBOUNCE_MS = 250;
const FAILURE_MESSAGE = 'Could not load a preview of that link.';

export interface OpenGraphState {
  loading: boolean;
  data: OpenGraph | null;
  error: string | null;
}

const IDLE: OpenGraphState = { loading: false, data: null, error: null };

/** Only http(s) URLs with a host are worth asking about (spec 1 §5 link rule). */
function isFetchable(url: string): boolean {
  return /^https?:\/\/[^\s/?#]+/i.test(url);
}

/**
 * The OpenGraph data of a link, asked 250 ms after the URL stops changing. A newer URL aborts the
 * request of the older one, so a slow stale answer never overwrites a fresh one.
 */
export function useOpenGraph(url: string): OpenGraphState {
  const { api } = useRemote();
  const [state, setState] = useState<OpenGraphState>(IDLE);
  const trimmed = url.trim();

  useEffect(() => {
    if (!isFetchable(trimmed)) {
      setState(IDLE);
      return;
    }
    setState((s) => ({ ...s, loading: true, error: null }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchOpenGraph(api, trimmed, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ loading: false, data, error: null });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError ? error.userMessage : FAILURE_MESSAGE;
          setState({ loading: false, data: null, error: message });
        },
      );
    }, OPEN_GRAPH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, trimmed]);

  return state;
}
