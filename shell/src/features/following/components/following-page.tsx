import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { BlogFollowRow } from '../../../components/blog-follow-row';
import { FeedStatusBar, useInfiniteScroll } from '../../feed';
import { useFollowing } from '../hooks/use-following';
import './following.css';

export const FOLLOWING_TITLE = 'Following';

/**
 * /following (spec 3 drawer link; issue 10): the blogs the user follows, each linked to its page,
 * with Unfollow / Follow through the blog remote's follow command (it asks before unfollowing).
 */
export function FollowingPage() {
  const { blogs, total, status, error, loadMore } = useFollowing();
  useInfiniteScroll(status === 'idle', loadMore);
  useEffect(() => {
    document.title = FOLLOWING_TITLE;
  }, []);
  return (
    <section className="shell-following" aria-labelledby="shell-following-title">
      <h1 id="shell-following-title" className="shell-following__title">
        {FOLLOWING_TITLE}
        {total !== null ? <span className="shell-following__count"> · {total === 1 ? '1 blog' : `${total} blogs`}</span> : null}
      </h1>
      {status === 'end' && blogs.length === 0 ? (
        <p className="shell-following__empty">
          You&apos;re not following any blogs yet. <AppLink href="/explore">Explore</AppLink> to find some.
        </p>
      ) : (
        <ul className="shell-following__list">
          {blogs.map((blog) => (
            <BlogFollowRow key={blog.name} blog={blog} source="following-page" />
          ))}
        </ul>
      )}
      <FeedStatusBar status={status} error={error} hasPosts={blogs.length > 0} onRetry={loadMore} />
    </section>
  );
}
