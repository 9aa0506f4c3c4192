import type { Blog } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { useRelationship } from '../../relationship';
import { FollowButton } from '../../follow';
import { SubscribeButton } from '../../subscription';
import { BlockButton } from '../../block';
import { MessagingIcon } from '../../blog-messaging';

/**
 * The header card's controls: Follow or Unfollow, the messaging icon (ask / message), Subscribe or
 * Unsubscribe while following, Block. None on the user's own blogs; Block needs a signed-in user
 * (it acts for the current blog).
 */
export function BlogActions({ blog }: { blog: Blog }) {
  const { session } = useRemote();
  const relationship = useRelationship(blog);
  const own = blog.is_mine || session.blogs.some((b) => b.name === blog.name);
  if (own) return null;
  return (
    <div className="blog-actions">
      <FollowButton name={blog.name} following={relationship.following} pending={relationship.followPending} />
      <MessagingIcon blog={blog} own={own} />
      {relationship.following && (
        <SubscribeButton name={blog.name} subscribed={relationship.isSubscribed} pending={relationship.subscribePending} />
      )}
      {session.logged_in && !blog.is_blocked && <BlockButton name={blog.name} pending={relationship.blockPending} />}
    </div>
  );
}
