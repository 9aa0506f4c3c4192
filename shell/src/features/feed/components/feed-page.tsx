import { useEffect } from 'react';
import type { FeedPage as FeedPageName } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import { PostCard } from '@dash/post-kit';
import { useFeed } from '../hooks/use-feed';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { pageCopy } from '../lib/page-copy';
import { FeedEmpty } from './feed-empty';
import { FeedStatusBar } from './feed-status';
import { JoinBanner } from './join-banner';
import './feed.css';
import { ComposeLookalike } from './compose-lookalike';
import { FirstRun } from '../../first-run';
import { CurrentBlogSuspendedNotice } from '../../moderation';

/**
 * A feed page (spec 1 §2). A visitor's dashboard is the explore feed under a call to action.
 * A signed-in dashboard has the compose remote's inline form (slot "dashboard-compose") above
 * its feed. Remount it (key) when the page, tag or current blog changes.
 */
export function FeedPage({ page, tag, visitor }: { page: FeedPageName; tag?: string; visitor: boolean }) {
  const { RemoteSlot } = useShellServices();
  const source = visitor && page === 'dashboard' ? 'explore' : page;
  const feed = useFeed(source, tag);
  const copy = pageCopy(page, tag);
  const titleId = `shell-feed-title-${page}`;
  useInfiniteScroll(feed.status === 'idle' && feed.nextRef !== null, feed.loadMore);

  useEffect(() => {
    document.title = copy.title;
  }, [copy.title]);

  const empty = feed.posts.length === 0 && feed.status === 'end';
  const session = useSession();
  // Issue 10, first run: a signed-in dashboard that is empty, or that follows few blogs, suggests some.
  const member = !visitor && page === 'dashboard';
  const followsFew = (session.user?.friend_count ?? 0) < 3;
  return (
    <section className="shell-feed" aria-labelledby={titleId}>
      <h1 id={titleId} className={page === 'dashboard' ? 'shell-visually-hidden' : 'shell-feed__title'}>
        {copy.title}
      </h1>
      {visitor && page === 'dashboard' && <JoinBanner />}
      {member && <CurrentBlogSuspendedNotice />}
      {!visitor && page === 'dashboard' && (
        <RemoteSlot slot="dashboard-compose" className="shell-feed__compose">
          <ComposeLookalike />
        </RemoteSlot>
      )}
      {empty ? (
        <FeedEmpty
          text={source === page ? copy.empty : pageCopy(source).empty}
          suggestExplore={copy.suggestExplore && source === page}
        />
      ) : (
        <div role="feed" aria-busy={feed.status === 'loading'} aria-labelledby={titleId} className="shell-feed__list">
          {feed.posts.map((post, i) => (
            <PostCard
              key={post.id}
              post={post}
              position={i + 1}
              setSize={feed.status === 'end' ? feed.posts.length : -1}
              place={{ page, tag }}
              subscribed={feed.subscribed[post.blog.name] ?? false}
              leaving={feed.leaving.has(post.id)}
            />
          ))}
        </div>
      )}
      <FeedStatusBar status={feed.status} error={feed.error} hasPosts={feed.posts.length > 0} onRetry={feed.loadMore} />
      {member && empty ? <FirstRun /> : null}
      {member && !empty && followsFew && feed.status === 'end' ? <FirstRun compact /> : null}
    </section>
  );
}
