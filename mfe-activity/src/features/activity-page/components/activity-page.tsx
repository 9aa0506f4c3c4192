import { useState } from 'react';
import {
  ACTIVITY_FILTERS,
  ACTIVITY_PAGE,
  activityPagePath,
  type ActivityFilter,
  type ActivityNotification,
} from '@dash/shared-contracts';
import { LoadingBar, useRemote } from '@dash/remote-kit';
import { useBlogActivity } from '../../../lib/api/use-blog-activity';
import { BlogSelect } from '../../../lib/blog-select';
import { clickedActivityLink, isPlainClick, logActivityLink } from '../../../lib/links';
import { EMPTY_ACTIVITY_TEXT, NotificationList } from '../../../lib/notifications/notification-list';
import { useActivityAddress } from '../hooks/use-activity-address';
import { ActivityFilters } from './activity-filters';
import { TrendChart } from './trend-chart';
import '../../../lib/notifications/activity.css';
import './activity-page.css';

export const ACTIVITY_FAILED_TEXT = 'Woops :( Your activity could not be loaded.';

function emptyText(filter: ActivityFilter, older: boolean): string {
  if (older) return 'No older notifications.';
  if (filter === 'all') return EMPTY_ACTIVITY_TEXT;
  const label = ACTIVITY_FILTERS.find((f) => f.value === filter)?.label ?? '';
  return `No ${label.toLowerCase()} yet.`;
}

/**
 * The activity page's widget (`activity-page`, mounted by the shell's /blog/{name}/activity page):
 * the blog switcher, the 30-day trend, the type filters and the notifications, a page at a time
 * with the filter and the page in the address (`?type=like&before=…`).
 */
export function ActivityPage() {
  const { session, bus, navigate } = useRemote();
  const address = useActivityAddress();
  const blog = session.blogs.find((b) => b.name === address.blogName);
  if (!blog) return null; // The shell shows "Page not found" for a blog that is not the user's.
  return (
    <ActivityPageFor
      key={blog.name}
      filter={address.filter}
      before={address.before}
      blogName={blog.name}
      bus={bus}
      navigate={navigate}
    />
  );
}

interface ActivityPageForProps {
  blogName: string;
  filter: ActivityFilter;
  before: string | null;
  bus: ReturnType<typeof useRemote>['bus'];
  navigate: ReturnType<typeof useRemote>['navigate'];
}

function ActivityPageFor({ blogName, filter, before, bus, navigate }: ActivityPageForProps) {
  const { session } = useRemote();
  const [attempt, setAttempt] = useState(0);
  const state = useBlogActivity(blogName, () => undefined, { type: filter, before, limit: ACTIVITY_PAGE.pageSize }, attempt);

  const go = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? '/');
  };
  const openBlog = (event: React.MouseEvent<HTMLAnchorElement>, name: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    bus.emit('blog:open', { name });
  };
  const share = (notification: ActivityNotification, button: HTMLButtonElement) => {
    const post = notification.post;
    if (!post) return;
    const { top, left, width, height } = button.getBoundingClientRect();
    bus.emit('share:open', {
      postId: post.id,
      blogName: post.blog_name ?? blogName,
      anchor: { top, left, width, height },
      variant: 'popover',
    });
  };
  const onLinkClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const clicked = clickedActivityLink(event);
    if (clicked) logActivityLink(bus, clicked.target);
  };

  return (
    <div className="activity-page" onClick={onLinkClick}>
      <header className="activity-page__header">
        <h1 className="activity-page__title">Activity</h1>
        {session.blogs.length > 1 ? (
          <BlogSelect
            blogs={session.blogs}
            value={blogName}
            onChange={(name) => navigate(activityPagePath(name, { type: filter }))}
          />
        ) : (
          <p className="activity-page__blog">{blogName}</p>
        )}
      </header>
      {state.status === 'loading' ? <LoadingBar label="Loading activity" /> : null}
      {state.status === 'failed' ? (
        <div className="activity-page__failed" role="alert">
          <p>{ACTIVITY_FAILED_TEXT}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <TrendChart series={state.data.activity_data} today={new Date()} />
          <ActivityFilters blogName={blogName} current={filter} onNavigate={go} />
          <section className="activity-page__list" aria-labelledby="activity-list-title">
            <h2 id="activity-list-title" className="activity-visually-hidden">
              Notifications
            </h2>
            <NotificationList
              notifications={state.data.activity_notifications}
              now={new Date()}
              scroll={false}
              emptyText={emptyText(filter, before !== null)}
              onOpenBlog={openBlog}
              onOpenLink={go}
              onShare={share}
            />
          </section>
          <nav className="activity-page__paging" aria-label="Pages">
            {before ? (
              <a href={activityPagePath(blogName, { type: filter })} data-activity-link="page" onClick={go}>
                Newest notifications
              </a>
            ) : null}
            {state.data.next_cursor ? (
              <a
                href={activityPagePath(blogName, { type: filter, before: state.data.next_cursor })}
                data-activity-link="page"
                onClick={go}
              >
                Older notifications
              </a>
            ) : null}
          </nav>
        </>
      ) : null}
    </div>
  );
}
