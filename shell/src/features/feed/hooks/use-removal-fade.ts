import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@dash/shared-contracts/core';

/**
 * Posts leaving the page: marked at once (the card fades, spec 1 §9 "inline removal fade 200 ms"),
 * then removed through `remove` once the fade is over.
 */
export function useRemovalFade(remove: (ids: ReadonlySet<string>) => void) {
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latestRemove = useRef(remove);
  latestRemove.current = remove;

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const fadeOut = useCallback((ids: string[]) => {
    if (ids.length === 0) return;
    setLeaving((s) => new Set([...s, ...ids]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const gone = new Set(ids);
      latestRemove.current(gone);
      setLeaving((s) => new Set([...s].filter((id) => !gone.has(id))));
    }, TIMINGS.inlineRemovalFadeMs);
    timers.current.add(timer);
  }, []);

  return { leaving, fadeOut };
}
