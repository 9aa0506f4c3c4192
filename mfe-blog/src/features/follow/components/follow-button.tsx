import { useRelationshipCommands } from '../../relationship';
import { FOLLOW_SOURCE } from '../api/follow-blog';

/**
 * Exactly one of Follow or Unfollow (spec 3 §2 item 1). It sends what any other remote would send
 * as 'blog:follow', through the same handler: confirmation, anonymous redirect, revert and toast.
 */
export function FollowButton({
  name,
  following,
  pending,
  source = FOLLOW_SOURCE,
}: {
  name: string;
  following: boolean;
  pending: boolean;
  /** The follow call's source marker: where the button is (default the overlay's header). */
  source?: string;
}) {
  const { follow } = useRelationshipCommands();
  return (
    <button
      type="button"
      className={`blog-button ${following ? 'blog-button--secondary' : 'blog-button--primary'}`}
      onClick={() => void follow({ name, follow: !following, source })}
      aria-busy={pending}
    >
      {following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
