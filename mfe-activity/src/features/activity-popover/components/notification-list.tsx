import type { ActivityNotification } from '@dash/shared-contracts';
import { groupByDay } from '../state/group-by-day';
import { NotificationItem } from './notification-item';

export const EMPTY_ACTIVITY_TEXT = 'Check out this tab when you make a post to see Likes, Reblogs, and new followers.';

interface NotificationListProps {
  notifications: readonly ActivityNotification[];
  now: Date;
  onOpenBlog: (event: React.MouseEvent<HTMLAnchorElement>, name: string) => void;
}

/** The notifications under one header per day; the list scrolls once there is more than one day. */
export function NotificationList({ notifications, now, onOpenBlog }: NotificationListProps) {
  const groups = groupByDay(notifications, now);
  if (groups.length === 0) return <p className="activity-empty">{EMPTY_ACTIVITY_TEXT}</p>;
  return (
    <div className={`activity-list${groups.length > 1 ? ' activity-list--scroll' : ''}`} data-testid="activity-list">
      {groups.map((group) => (
        <section key={group.day} className="activity-group" aria-labelledby={`activity-day-${group.day}`}>
          <h3 id={`activity-day-${group.day}`} className="activity-group__header">
            <span className="activity-group__label">{group.label}</span>{' '}
            <span className="activity-group__date">{group.date}</span>
          </h3>
          <ul className="activity-group__items">
            {group.notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpenBlog={onOpenBlog} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
