import type { Post } from '@dash/shared-contracts';
import { BlogLink } from '../../components/blog-link';
import { HtmlBlock } from '../../components/html-block';
import { TypedContent } from '../../content';
import { EditedAfter } from '../../history';
import { trailEntries } from '../lib/trail-entries';
import './reblog-trail.css';

export interface ReblogTrailProps {
  post: Post;
  /** Whether the post's own words are the last entry (not in the reblog form's edit of that post). */
  includeOwn?: boolean;
  /** The id the root entry's title or link card carries (the card's article points at it). */
  titleId: string;
  /** The card is the page's first: the root entry's first photo is the page's first image. */
  firstOnPage?: boolean;
  /** `_blank` where a click must not leave the page (the post form): names open the blog in a new tab. */
  linkTarget?: '_blank';
}

/**
 * A reblog trail as an ordered list, oldest first: each entry is the blog's name (a link to
 * /blog/{name}, which opens the blog overlay) then that blog's own content. The same component in
 * the feed, the blog overlay, a permalink and the reblog form.
 */
export function ReblogTrail({ post, includeOwn = true, titleId, firstOnPage = false, linkTarget }: ReblogTrailProps) {
  const entries = trailEntries(post, { includeOwn });
  return (
    <ol className="pk-trail" aria-label="Reblog trail">
      {entries.map((entry) => (
        <li key={entry.key} className={`pk-trail__entry pk-trail__entry--${entry.kind}`}>
          <p className="pk-trail__byline">
            <img className="pk-trail__avatar" src={entry.blog.avatar_url} alt="" width={24} height={24} loading="lazy" />
            <BlogLink name={entry.blog.name} className="pk-trail__blog" target={linkTarget}>
              {entry.blog.name}
            </BlogLink>
          </p>
          {entry.content ? (
            <TypedContent
              type={post.type}
              content={entry.content}
              blogName={entry.blog.name}
              postId={entry.postId}
              titleId={titleId}
              firstOnPage={firstOnPage}
            />
          ) : (
            <HtmlBlock html={entry.html} imageBy={entry.blog.name} className="pk-post__html" />
          )}
          {entry.editedAfter !== undefined && (
            <EditedAfter blog={entry.blog} postId={entry.postId} editedAt={entry.editedAfter} linkTarget={linkTarget} />
          )}
        </li>
      ))}
    </ol>
  );
}
