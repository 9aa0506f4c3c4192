import { formatBadge } from '@dash/shared-contracts';

/** Spec 2 §9: the list counts as "at the bottom" within 80 px. */
export const PILL_BOTTOM_THRESHOLD_PX = 80;
/** Spec 2 §9: a click on the pill scrolls to the bottom in 500 ms. */
export const PILL_SCROLL_MS = 500;

/** "1 unread message", "N unread messages", capped at 99+. Empty for none. */
export function unreadPillText(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 unread message' : `${formatBadge(count)} unread messages`;
}

export function isAtBottom(el: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return el.scrollHeight - (el.scrollTop + el.clientHeight) <= PILL_BOTTOM_THRESHOLD_PX;
}

/** Scrolls `el` to its bottom over `ms` (ease-out), with requestAnimationFrame. */
export function scrollToBottom(el: HTMLElement, ms = PILL_SCROLL_MS): void {
  const start = el.scrollTop;
  const startedAt = performance.now();
  const step = (now: number) => {
    const target = el.scrollHeight - el.clientHeight;
    const t = ms <= 0 ? 1 : Math.min(1, (now - startedAt) / ms);
    el.scrollTop = start + (target - start) * (1 - (1 - t) * (1 - t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
