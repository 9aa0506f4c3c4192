import type { Post } from '@dash/shared-contracts';
import { useLoggedIn, usePostCardHost } from '../../host';
import { externalNavigation, followPageUrl } from '../lib/external-navigation';

/**
 * Follow, unfollow, subscribe and block the post's blog. mfe-blog owns these (it asks before
 * unfollowing and blocking, calls the API and publishes the facts the feed follows); a logged-out
 * visitor's Follow goes to /follow/{name} in the same window.
 */
export function useBlogActions(post: Post) {
  const { bus } = usePostCardHost();
  const loggedIn = useLoggedIn();
  const name = post.blog.name;

  const setFollowing = (follow: boolean) => {
    if (!loggedIn) {
      externalNavigation.assign(followPageUrl(name));
      return;
    }
    bus.emit('blog:follow', { name, follow, source: 'post' });
  };

  return {
    loggedIn,
    follow: () => setFollowing(true),
    unfollow: () => setFollowing(false),
    setSubscribed: (subscribe: boolean) => bus.emit('blog:subscribe', { name, subscribe }),
    block: () => bus.emit('blog:block', { name, postId: post.id }),
  };
}
