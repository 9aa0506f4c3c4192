import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { useShellServices } from '../../../app/shell-services';
import { FeedStatusBar, useInfiniteScroll } from '../../feed';
import { useFollowing } from '../hooks/use-following';
import './following.css';

export const FOLLOWING_TITLE = 'Following';

/**
 * /following (spec 3 drawer link; issue 10): the blogs the user follows, each linked to its page,
 * with Unfollow / Follow through the blog remote's follow command (it asks before unfollowing).
 */
export function FollowingPage() {
  const { bus } = useShellServices();
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
          {blogs.map((blog) => {
            const href = `/blog/${encodeURIComponent(blog.name)}`;
            return (
              <li key={blog.name} className="shell-following__row">
                <img className="shell-following__avatar" src={blog.avatar_url} alt="" width={48} height={48} />
                <div className="shell-following__names">
                  <AppLink href={href} className="shell-following__name">
                    {blog.name}
                  </AppLink>
                  {blog.title && blog.title !== blog.name ? (
                    <span className="shell-following__blog-title">{blog.title}</span>
                  ) : null}
                </div>
                <button
                  type="button"
                  className={`shell-button${blog.following ? '' : ' shell-button--primary'}`}
                  aria-label={`${blog.following ? 'Unfollow' : 'Follow'} ${blog.name}`}
                  onClick={() => bus.emit('blog:follow', { name: blog.name, follow: !blog.following, source: 'following-page' })}
                >
                  {blog.following ? 'Unfollow' : 'Follow'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FeedStatusBar status={status} error={error} hasPosts={blogs.length > 0} onRetry={loadMore} />
    </section>
  );
}
