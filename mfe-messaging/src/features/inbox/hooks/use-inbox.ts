import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { describeFetchError, type FetchErrorView } from '../../../lib/fetch-error';
import { getConversations } from '../api/get-conversations';

export type InboxState =
  | { status: 'loading' }
  | { status: 'error'; error: FetchErrorView }
  | { status: 'ready'; conversations: Conversation[]; nextHref: string | null; loadingMore: boolean; moreError: boolean };

function byNewest(a: Conversation, b: Conversation): number {
  return b.last_modified_ts - a.last_modified_ts;
}

function merge(existing: Conversation[], page: Conversation[]): Conversation[] {
  const byId = new Map(existing.map((c) => [c.id, c]));
  for (const conversation of page) byId.set(conversation.id, conversation);
  return [...byId.values()].sort(byNewest);
}

/**
 * The inbox of one own blog (by uuid): first page on mount or when the blog changes, next pages on
 * demand through `_links.next`. Requests of a blog no longer shown are aborted.
 */
export function useInbox(participantUuid: string) {
  const { api } = useRemote();
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pageAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getConversations(api, participantUuid, undefined, controller.signal).then(
      (page) =>
        setState({
          status: 'ready',
          conversations: merge([], page.conversations),
          nextHref: page._links?.next?.href ?? null,
          loadingMore: false,
          moreError: false,
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: describeFetchError(error) });
      },
    );
    return () => {
      controller.abort();
      pageAbort.current?.abort();
    };
  }, [api, participantUuid, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.nextHref || state.loadingMore) return;
    const href = state.nextHref;
    const controller = new AbortController();
    pageAbort.current = controller;
    setState({ ...state, loadingMore: true, moreError: false });
    getConversations(api, participantUuid, href, controller.signal).then(
      (page) =>
        setState((current) =>
          current.status === 'ready'
            ? {
                ...current,
                conversations: merge(current.conversations, page.conversations),
                nextHref: page._links?.next?.href ?? null,
                loadingMore: false,
              }
            : current,
        ),
      () => {
        if (controller.signal.aborted) return;
        setState((current) => (current.status === 'ready' ? { ...current, loadingMore: false, moreError: true } : current));
      },
    );
  }, [api, participantUuid, state]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, loadMore, retry };
}
