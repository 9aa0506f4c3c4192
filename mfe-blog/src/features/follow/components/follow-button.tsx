import { useRef, useState } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { useRemote, rememberFocus } from '@dash/remote-kit';
import { useFollow } from '../hooks/use-follow';
import { UnfollowConfirm } from './unfollow-confirm';

/** Exactly one of Follow or Unfollow, never on the user's own blogs (spec 3 §2 item 1). */
export function FollowButton({ blog }: { blog: Blog }) {
  const { session } = useRemote();
  const follow = useFollow(blog);
  const [confirming, setConfirming] = useState(false);
  const restoreFocus = useRef<(() => void) | null>(null);
  const own = blog.is_mine || session.blogs.some((b) => b.name === blog.name);
  if (own) return null;

  const endConfirm = () => {
    setConfirming(false);
    restoreFocus.current?.();
  };

  const onClick = () => {
    if (!session.logged_in) {
      window.location.assign(`/follow/${encodeURIComponent(blog.name)}`);
      return;
    }
    if (follow.following) {
      restoreFocus.current = rememberFocus();
      setConfirming(true);
    } else void follow.change(true);
  };

  return (
    <div className="blog-follow">
      <button
        type="button"
        className={`blog-button ${follow.following ? 'blog-button--secondary' : 'blog-button--primary'}`}
        onClick={onClick}
        aria-busy={follow.pending}
      >
        {follow.following ? 'Unfollow' : 'Follow'}
      </button>
      {follow.error && (
        <p className="blog-follow-error" role="alert">
          {follow.error}
        </p>
      )}
      {confirming && (
        <UnfollowConfirm
          name={blog.name}
          onCancel={endConfirm}
          onConfirm={() => {
            endConfirm();
            void follow.change(false);
          }}
        />
      )}
    </div>
  );
}
