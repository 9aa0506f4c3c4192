import type { ActivityNotification } from '@dash/shared-contracts';
import { groupByDay } from './group-by-day';
import { NotificationItem, type NotificationItemProps } from './notification-item';

export const EMPTY_ACTIVITY_TEXT = 'Check out this tab when you make a post to see Likes, Reblogs, and new followers.';

interface NotificationListProps extends Omit<NotificationItemProps, 'notification'> {
  notifications: readonly ActivityNotification[];
  now: Date;
  /** What an empty list says (default: the spec's empty state). */
  emptyText?: string;
  /** The page's list never scrolls on its own (the page does). */
  scroll?: boolean;
}

/** The notifications under one header per day; the list scrolls once there is more than one day. */
export function NotificationList({
  notifications,
  now,
  emptyText = EMPTY_ACTIVITY_TEXT,
  scroll = true,
  ...itemProps
}: NotificationListProps) {
  const groups = groupByDay(notifications, now);
  if (groups.length === 0) return <p className="activity-empty">{emptyText}</p>;
  return (
    <div className={`activity-list${scroll && groups.length > 1 ? ' activity-list--scroll' : ''}`} data-testid="activity-list">
      {groups.map((group) => (
        <section key={group.day} className="activity-group" aria-labelledby={`activity-day-${group.day}`}>
          <h3 id={`activity-day-${group.day}`} className="activity-group__header">
            <span className="activity-group__label">{group.label}</span>{' '}
            <span className="activity-group__date">{group.date}</span>
          </h3>
          <ul className="activity-group__items">
            {group.notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} {...itemProps} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
