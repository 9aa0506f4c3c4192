import { formatBadge } from '@dash/shared-contracts';

/** "Messages", or "Messages, 3 unread" (capped like the badge: "Messages, 99+ unread"). */
export function inboxButtonLabel(total: number): string {
  const badge = formatBadge(total);
  return badge ? `Messages, ${badge} unread` : 'Messages';
}
