import { useEffect, useState } from 'react';
import { findBlog, useBusEvent, useCurrentBlog, useRemote, LoadingBar, Popover, type Rect } from '@dash/remote-kit';
import { activityPagePath } from '@dash/shared-contracts';
import { useBlogActivity } from '../../../lib/api/use-blog-activity';
import { BlogSelect } from '../../../lib/blog-select';
import { clickedActivityLink, isPlainClick, logActivityLink } from '../../../lib/links';
import { NotificationList } from '../../../lib/notifications/notification-list';
import { TrendLine } from './trend-line';
import '../../../lib/notifications/activity.css';

interface ActivityPopoverProps {
  button: HTMLButtonElement | null;
  getAnchorRect: () => Rect;
  onClose: () => void;
}

/** The activity popover (spec 3 §2 item 15, §4 "Activity popover"). */
export function ActivityPopover({ button, getAnchorRect, onClose }: ActivityPopoverProps) {
  const { session, bus, navigate } = useRemote();
  const currentName = useCurrentBlog();
  const [chosen, setChosen] = useState<string | null>(null);
  // A new current blog (from the account menu or another tab) wins over a local choice.
  useEffect(() => setChosen(null), [currentName]);
  const blog = findBlog(session.blogs, chosen ?? currentName);
  // A blog opened from in here (a name, or the blog card over a notification) closes it (spec 3 §4).
  useBusEvent('blog:open', () => onClose());

  const openBlog = (event: React.MouseEvent<HTMLAnchorElement>, name: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    bus.emit('blog:open', { name });
    onClose();
  };
  const openPage = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? '/');
    onClose();
  };

  // Spec 3 §4: a click on any link inside closes the popover (after the link's own handler), and
  // each one is logged as `activityLinks` (spec 3 §9).
  const onLinkClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const clicked = clickedActivityLink(event);
    if (!clicked) return;
    logActivityLink(bus, clicked.target);
    onClose();
  };

  return (
    <Popover
      label="Activity"
      getAnchorRect={getAnchorRect}
      onClose={onClose}
      returnFocusTo={button}
      ignoreClicksWithin={() => [button]}
      className="activity-popover"
    >
      <div className="activity-popover__body" onClick={onLinkClick}>
        <header className="kit-popover__header">
          <h2 className="kit-popover__title">Activity</h2>
          {session.blogs.length > 1 && blog ? <BlogSelect blogs={session.blogs} value={blog.name} onChange={setChosen} /> : null}
        </header>
        {blog ? (
          <>
            <ActivityContent
              key={blog.name}
              blogName={blog.name}
              onFailure={onClose}
              onOpenBlog={openBlog}
              onOpenPage={openPage}
            />
            <footer className="activity-popover__footer">
              <a href={activityPagePath(blog.name)} data-activity-link="see-everything" onClick={openPage}>
                See everything
              </a>
            </footer>
          </>
        ) : (
          <p className="activity-empty">Create a blog to see its activity.</p>
        )}
      </div>
    </Popover>
  );
}

interface ActivityContentProps {
  blogName: string;
  onFailure: () => void;
  onOpenBlog: (event: React.MouseEvent<HTMLAnchorElement>, name: string) => void;
  onOpenPage: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

function ActivityContent({ blogName, onFailure, onOpenBlog, onOpenPage }: ActivityContentProps) {
  const state = useBlogActivity(blogName, () => {
    window.alert('Woops :('); // spec 3 §8 "Activity load failure"
    onFailure();
  });
  if (state.status !== 'ready') return <LoadingBar label="Loading activity" />;
  return (
    <>
      <TrendLine series={state.data.activity_data} blogName={blogName} onOpenActivity={onOpenPage} />
      <NotificationList
        notifications={state.data.activity_notifications}
        now={new Date()}
        onOpenBlog={onOpenBlog}
        onOpenLink={onOpenPage}
      />
    </>
  );
}
