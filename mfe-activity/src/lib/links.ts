import type { DashBus } from '@dash/shared-contracts';

/** A plain click is handled in the app; modified clicks (new tab, new window) keep the browser's behaviour. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The link a click inside the activity views landed on, and what it names (`data-activity-link`:
 * blog, post, new-post, see-everything, trend-line, filter, page), or null when it was not on a link.
 */
export function clickedActivityLink(event: React.MouseEvent): { link: HTMLAnchorElement; target: string } | null {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  return { link, target: link.dataset.activityLink ?? 'link' };
}

/** Spec 3 §9 "Internal events": `activityLinks` {action: 'click', target}, shipped by the shell's logger. */
export function logActivityLink(bus: DashBus, target: string): void {
  bus.emit('log:event', { event: 'activityLinks', data: { action: 'click', target } });
}
