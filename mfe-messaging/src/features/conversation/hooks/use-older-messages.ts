import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { API_ROUTES, MessagesResponseSchema, type ApiClient, type Message } from '@dash/shared-contracts';

/** The query of a `_links.previous.href` (the server pages back with `before`), sent to the messages route. */
export function previousPageQuery(href: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URL(href, 'http://localhost').searchParams.forEach((value, key) => {
    query[key] = value;
  });
  return query;
}

export interface OlderMessages {
  /** The last answer had `_links.previous`: there are earlier messages. */
  hasMore: boolean;
  loading: boolean;
  /** The last attempt failed; scrolling to the top again retries. */
  failed: boolean;
  /** Loads the earlier page (the list is scrolled to the top); the scroll position is kept. */
  load: (list: HTMLElement | null) => void;
  /** A fresh first page: its `_links.previous.href`, or null. */
  reset: (href: string | null) => void;
}

/**
 * Spec 2 §4 paging: the messages come newest page first; `_links.previous` points at the page before.
 * `onPage` merges a page (and learns whether it was the first one of the conversation).
 */
export function useOlderMessages(
  api: ApiClient,
  onPage: (messages: readonly Message[], isFirstPage: boolean) => void,
): OlderMessages {
  const [href, setHref] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pages, setPages] = useState(0);
  const inFlight = useRef(false);
  /** Distance from the list's bottom before the page was added: kept so the reader's place stays. */
  const anchor = useRef<{ list: HTMLElement; fromBottom: number } | null>(null);
  const onPageRef = useRef(onPage);
  onPageRef.current = onPage;

  const reset = useCallback((next: string | null) => setHref(next), []);

  const load = useCallback(
    (list: HTMLElement | null) => {
      if (!href || inFlight.current) return;
      inFlight.current = true;
      setLoading(true);
      setFailed(false);
      if (list) anchor.current = { list, fromBottom: list.scrollHeight - list.scrollTop };
      api
        .get(API_ROUTES.messages, { query: previousPageQuery(href), schema: MessagesResponseSchema })
        .then((answer) => {
          const previous = answer._links?.previous?.href ?? null;
          onPageRef.current(answer.messages.data, previous === null);
          setHref(previous);
          setPages((n) => n + 1);
        })
        .catch(() => {
          anchor.current = null;
          setFailed(true);
        })
        .finally(() => {
          inFlight.current = false;
          setLoading(false);
        });
    },
    [api, href],
  );

  // After the earlier page is drawn, put the reader back where they were.
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!kept) return;
    anchor.current = null;
    kept.list.scrollTop = kept.list.scrollHeight - kept.fromBottom;
  }, [pages]);

  return { hasMore: href !== null, loading, failed, load, reset };
}
