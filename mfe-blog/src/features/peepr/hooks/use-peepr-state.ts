import { useCallback, useEffect, useRef, useState } from 'react';

export interface PeeprRequest {
  name: string;
  postId?: string;
  /** Start with the blog search open (`blog:open` search). */
  search?: boolean;
  /** Start searching this tag term (`blog:open` tag). */
  tag?: string;
  /** Opened because the address is /blog/{name}. */
  fromRoute: boolean;
  key: number;
}

/** Time a replaced panel takes to leave before the next one comes in. */
export const REPLACE_DELAY_MS = 400;
/** The hide animation. */
export const HIDE_MS = 500;

/**
 * One panel at a time: a new request replaces the shown one after REPLACE_DELAY_MS; closing
 * keeps the panel for HIDE_MS so it can slide out.
 */
export function usePeeprState() {
  const [current, setCurrent] = useState<PeeprRequest | null>(null);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextKey = useRef(1);
  const currentRef = useRef<PeeprRequest | null>(null);
  currentRef.current = current;

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const open = useCallback((request: Omit<PeeprRequest, 'key'>) => {
    const shown = currentRef.current;
    const next = { ...request, key: nextKey.current++ };
    // A request that asks for a search (`search`, `tag`) the shown panel did not start with is another
    // request; one without them (the address of the blog shown, reached again) is the same.
    const same =
      shown &&
      shown.name === request.name &&
      shown.postId === request.postId &&
      (request.tag === undefined || request.tag === shown.tag) &&
      (!request.search || Boolean(shown.search));
    if (shown && same && timer.current === null) {
      setCurrent({ ...shown, fromRoute: shown.fromRoute || request.fromRoute });
      return;
    }
    clearTimer();
    if (!shown) {
      setClosing(false);
      setCurrent(next);
      return;
    }
    setClosing(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setClosing(false);
      setCurrent(next);
    }, REPLACE_DELAY_MS);
  }, []);

  const close = useCallback(() => {
    if (!currentRef.current) return;
    clearTimer();
    setClosing(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setClosing(false);
      setCurrent(null);
    }, HIDE_MS);
  }, []);

  return { current, closing, open, close };
}
