import type { Post } from '@dash/shared-contracts';
import { useBlogActions } from '../hooks/use-blog-actions';

/** The header's "Follow" for a blog the viewer does not follow (visitors go to /follow/{name}). */
export function FollowButton({ post }: { post: Post }) {
  const blog = useBlogActions(post);
  return (
    <button type="button" className="pk-post__follow" onClick={blog.follow}>
      Follow
    </button>
  );
}
