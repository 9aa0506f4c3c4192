import type { Post } from '@dash/shared-contracts';
import { PostContentView, hasTitle } from './content/post-content';
import { PostFooter } from './post-footer';
import { PostHeader } from './post-header';
import { PostTags } from './post-tags';
import { PostTrail } from './post-trail';
import './post-card.css';

/** One post in an ARIA feed: labelled by its blog (and title), positioned in an open-ended set. */
export function PostCard({ post, position }: { post: Post; position: number }) {
  const labelId = `shell-post-${post.id}-blog`;
  const titleId = `shell-post-${post.id}-title`;
  return (
    <article
      className={`shell-post shell-post--${post.type}`}
      aria-labelledby={hasTitle(post) ? `${labelId} ${titleId}` : labelId}
      aria-posinset={position}
      aria-setsize={-1}
      tabIndex={0}
      data-post-id={post.id}
    >
      <PostHeader post={post} labelId={labelId} />
      <div className="shell-post__body">
        <PostTrail trail={post.trail} />
        <PostContentView post={post} titleId={titleId} />
      </div>
      <PostTags tags={post.tags} />
      <PostFooter post={post} />
    </article>
  );
}
