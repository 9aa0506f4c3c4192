import { formatCount } from '@dash/shared-contracts';
import type { Post } from '@dash/shared-contracts';
import { useLike } from '../hooks/use-like';
import { LikeButton } from './like-button';
import { ShareButton } from './share-button';

export function PostFooter({ post }: { post: Post }) {
  const like = useLike(post);
  return (
    <footer className="shell-post__footer">
      <span className="shell-post__notes">
        {formatCount(like.noteCount)} {like.noteCount === 1 ? 'note' : 'notes'}
      </span>
      <div className="shell-post__actions">
        <ShareButton postId={post.id} blogName={post.blog.name} />
        {post.can_like && <LikeButton liked={like.liked} onToggle={like.toggle} />}
      </div>
    </footer>
  );
}
