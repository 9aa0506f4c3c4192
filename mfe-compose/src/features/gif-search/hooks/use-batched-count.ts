import { useEffect, useState } from 'react';
import { GIF_SEARCH } from '../lib/constants';

/**
 * How many of `total` items to render: one batch at first, one more every few ms, so a 200-GIF
 * answer never blocks the page in one long render (spec 1 §9: batches of 50, 5 ms apart).
 */
export function useBatchedCount(total: number, resetKey: unknown): number {
  const [count, setCount] = useState(Math.min(total, GIF_SEARCH.renderBatch));
  useEffect(() => {
    setCount(Math.min(total, GIF_SEARCH.renderBatch));
  }, [total, resetKey]);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((c) => Math.min(total, c + GIF_SEARCH.renderBatch)), GIF_SEARCH.renderBatchDelayMs);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
