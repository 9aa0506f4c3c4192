import { useEffect } from 'react';
import { useSession, useShellServices } from '../../../app/shell-services';
import { NotFoundPage } from '../../not-found';
import { activityPageTitle } from '../lib/activity-title';
import './activity-page.css';

/**
 * /blog/{name}/activity (spec 3 §2, "See everything" and the trend-line icon): the activity remote's
 * `activity-page` widget, for the user's own blogs only (anyone else's name is "Page not found"; a
 * visitor was sent to log in by the route table). The page asks for the remote at once; until its
 * widget has drawn, the same heading and a loading line hold its place.
 */
export function ActivityPage({ name }: { name: string }) {
  const { RemoteSlot, remotes } = useShellServices();
  const session = useSession();
  const own = session.blogs.some((b) => b.name === name);
  useEffect(() => {
    if (!own) return;
    document.title = activityPageTitle(name);
    remotes.demand('activity');
  }, [own, name, remotes]);
  if (!own) return <NotFoundPage />;
  return (
    <div className="shell-activity-page">
      <RemoteSlot slot="activity-page" className="shell-activity-page__slot">
        <div className="shell-activity-page__lookalike">
          <h1>Activity</h1>
          <p role="status" aria-busy="true">
            Loading activity…
          </p>
        </div>
      </RemoteSlot>
    </div>
  );
}
