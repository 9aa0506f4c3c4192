import { differenceInCalendarDays, format, startOfDay } from 'date-fns';
import type { ActivityNotification } from '@dash/shared-contracts';

export interface NotificationGroup {
  /** Start of the day, in ms: a stable key. */
  day: number;
  /** "Today", "Yesterday" or "3 days ago" (spec 3 §9). */
  label: string;
  /** Weekday, month and day, e.g. "Monday, June 2". */
  date: string;
  notifications: ActivityNotification[];
}

export function dayLabel(days: number): string {
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** Groups notifications by the local calendar day of their timestamp (unix seconds), newest first. */
export function groupByDay(notifications: readonly ActivityNotification[], now: Date): NotificationGroup[] {
  const sorted = [...notifications].sort((a, b) => b.timestamp - a.timestamp);
  const groups: NotificationGroup[] = [];
  for (const notification of sorted) {
    const when = new Date(notification.timestamp * 1000);
    const day = startOfDay(when).getTime();
    let group = groups.at(-1);
    if (!group || group.day !== day) {
      group = {
        day,
        label: dayLabel(differenceInCalendarDays(now, when)),
        date: format(when, 'EEEE, MMMM d'),
        notifications: [],
      };
      groups.push(group);
    }
    group.notifications.push(notification);
  }
  return groups;
}
