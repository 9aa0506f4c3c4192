import type { Post } from '@dash/shared-contracts';
import type { PostPlace } from '../lib/post-page';
import { PostContentView, hasTitle } from './content/post-content';
import { PostFooter } from './post-footer';
import { PostHeader } from './post-header';
import { PostTags } from './post-tags';
import { PostTrail } from './post-trail';
import './post-card.css';
import './post-actions.css';

/**
 * One post in an ARIA feed: labelled by its header (blog name, and title), positioned in an
 * set whose size is -1 until the feed's end is known. tabindex=-1 and the data attributes are what the keyboard
 * shortcuts (j/k/l/r…) read. `leaving` fades it out before the feed removes it.
 */
export function PostCard({
  post,
  position,
  setSize = -1,
  place = {},
  subscribed = false,
  leaving = false,
}: {
  post: Post;
  position: number;
  /** How many posts the feed has, once it knows (its end was reached); -1 while unknown. */
  setSize?: number;
  place?: PostPlace;
  /** Whether the viewer subscribes to the post's blog, as far as this page has heard. */
  subscribed?: boolean;
  leaving?: boolean;
}) {
  const labelId = `shell-post-${post.id}-blog`;
  const titleId = `shell-post-${post.id}-title`;
  return (
    <article
      className={`shell-post shell-post--${post.type}${leaving ? ' shell-post--leaving' : ''}`}
      aria-labelledby={hasTitle(post) ? `${labelId} ${titleId}` : labelId}
      aria-posinset={position}
      aria-setsize={setSize}
      tabIndex={-1}
      data-post-id={post.id}
      data-reblog-key={post.reblog_key}
      data-blog-name={post.blog.name}
    >
      <PostHeader post={post} labelId={labelId} place={place} />
      <div className="shell-post__body">
        <PostTrail trail={post.trail} />
        <PostContentView post={post} titleId={titleId} firstOnPage={position === 1} />
      </div>
      <PostTags tags={post.tags} />
      <PostFooter post={post} place={place} subscribed={subscribed} />
    </article>
  );
}
