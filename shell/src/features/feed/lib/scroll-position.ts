import { INFINITE_SCROLL_AT } from '@dash/shared-contracts/core';

/** True once the bottom of the viewport has passed 90% of the document's height (spec 1 §9). */
export function pastScrollThreshold(
  metrics: { scrollTop: number; viewportHeight: number; documentHeight: number },
  threshold: number = INFINITE_SCROLL_AT,
): boolean {
  const { scrollTop, viewportHeight, documentHeight } = metrics;
  if (documentHeight <= 0) return true;
  return (scrollTop + viewportHeight) / documentHeight >= threshold;
}

export function readScrollMetrics() {
  const doc = document.documentElement;
  return {
    scrollTop: window.scrollY || doc.scrollTop,
    viewportHeight: window.innerHeight,
    documentHeight: Math.max(doc.scrollHeight, document.body?.scrollHeight ?? 0),
  };
}
