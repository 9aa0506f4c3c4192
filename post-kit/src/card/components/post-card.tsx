import { useId } from 'react';
import type { NotesResponse, Post } from '@dash/shared-contracts';
import { PostFooter, type PostPlace } from '../../actions';
import { TypedContent, hasTitle } from '../../content';
import { ReblogTrail } from '../../trail';
import { PostHeader } from './post-header';
import { PostTags } from './post-tags';
import './post-card.css';
import '../../actions/components/post-actions.css';

/**
 * One post in an ARIA feed: labelled by its header (blog name, and title), positioned in a set
 * whose size is -1 until the feed's end is known. tabindex=-1 and the data attributes are what the
 * keyboard shortcuts (j/k/l/r…) read. `leaving` fades it out before the feed removes it. A reblog
 * shows its trail (the original with its media, then each comment, each under its blog's name);
 * an original post its content.
 */
export function PostCard({
  post,
  position,
  setSize = -1,
  place = {},
  subscribed = false,
  leaving = false,
  notesOpen = false,
  initialNotes = null,
}: {
  post: Post;
  position: number;
  /** How many posts the feed has, once it knows (its end was reached); -1 while unknown. */
  setSize?: number;
  place?: PostPlace;
  /** Whether the viewer subscribes to the post's blog, as far as this page has heard. */
  subscribed?: boolean;
  leaving?: boolean;
  /** Its notes list starts open (a permalink); "N notes" opens and closes it everywhere. */
  notesOpen?: boolean;
  /** The notes' first page when the page read it with the post (the server's render of a permalink). */
  initialNotes?: NotesResponse | null;
}) {
  // The same post may show twice on a page (the feed and the blog overlay): ids come from React.
  const id = useId();
  const labelId = `${id}-blog`;
  const titleId = `${id}-title`;
  const firstOnPage = position === 1;
  return (
    <article
      className={`pk-post pk-post--${post.type}${leaving ? ' pk-post--leaving' : ''}`}
      aria-labelledby={hasTitle(post.type, post.content) ? `${labelId} ${titleId}` : labelId}
      aria-posinset={position}
      aria-setsize={setSize}
      tabIndex={-1}
      data-post-id={post.id}
      data-reblog-key={post.reblog_key}
      data-blog-name={post.blog.name}
    >
      <PostHeader post={post} labelId={labelId} place={place} />
      <div className="pk-post__body">
        {post.trail.length > 0 ? (
          <ReblogTrail post={post} titleId={titleId} firstOnPage={firstOnPage} />
        ) : (
          <TypedContent
            type={post.type}
            content={post.content}
            blogName={post.blog.name}
            postId={post.id}
            titleId={titleId}
            firstOnPage={firstOnPage}
          />
        )}
      </div>
      <PostTags tags={post.tags} />
      <PostFooter post={post} place={place} subscribed={subscribed} notesOpen={notesOpen} initialNotes={initialNotes} />
    </article>
  );
}
