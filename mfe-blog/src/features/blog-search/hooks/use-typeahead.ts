import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BLOG_SEARCH } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { getBlogTags } from '../api/get-blog-tags';
import { matchTags } from '../lib/typeahead';

/**
 * The popular-tags autocomplete (spec 3 §3 "Typeahead model", §4, §5, §9): the blog's tags are
 * fetched once, when the input first takes focus, and filtered here as the term changes (at most
 * 20). Shown while the input has focus and something matches; hidden BLOG_SEARCH.typeaheadHideMs
 * after blur, so a click on a tag still lands. A failed fetch shows nothing and is tried again on
 * the next focus: the autocomplete is a help, not the search.
 */
export function useTypeahead(name: string, term: string) {
  const { api } = useRemote();
  const [tags, setTags] = useState<string[] | null>(null);
  const [shown, setShown] = useState(false);
  const loading = useRef<AbortController | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelHide = () => {
    if (hideTimer.current !== null) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  useEffect(
    () => () => {
      cancelHide();
      loading.current?.abort();
    },
    [],
  );

  const load = useCallback(() => {
    if (tags !== null || loading.current) return;
    const controller = new AbortController();
    loading.current = controller;
    getBlogTags(api, name, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        loading.current = null;
        setTags(list);
      },
      () => {
        loading.current = null;
      },
    );
  }, [api, name, tags]);

  const show = useCallback(() => {
    cancelHide();
    setShown(true);
    load();
  }, [load]);

  const hideSoon = useCallback(() => {
    cancelHide();
    hideTimer.current = setTimeout(() => {
      hideTimer.current = null;
      setShown(false);
    }, BLOG_SEARCH.typeaheadHideMs);
  }, []);

  const hideNow = useCallback(() => {
    cancelHide();
    setShown(false);
  }, []);

  const matches = useMemo(() => matchTags(tags ?? [], term), [tags, term]);
  return { matches, visible: shown && matches.length > 0, show, hideSoon, hideNow };
}
