import type { BlogRef } from '@dash/shared-contracts';
import { AppLink } from '../../components/app-link';
import { RelativeTime } from './relative-time';
import './history.css';

/**
 * Under a reblog's root entry (issue 13): the original was edited after it was reblogged, so the
 * words above may not be what it says now. Links to the original's permalink, which shows it as it
 * is and its edit history.
 */
export function EditedAfter({
  blog,
  postId,
  editedAt,
  linkTarget,
}: {
  blog: BlogRef;
  postId: string;
  editedAt: number;
  /** `_blank` in the post form: the original opens in a new tab, the draft stays. */
  linkTarget?: '_blank' | undefined;
}) {
  const href = `/blog/${encodeURIComponent(blog.name)}/post/${encodeURIComponent(postId)}`;
  const words = `${blog.name} edited this post after it was reblogged`;
  return (
    <p className="pk-edited-after">
      {linkTarget ? (
        <a href={href} target={linkTarget} rel="noopener noreferrer" className="pk-edited-after__link">
          {words}
        </a>
      ) : (
        <AppLink href={href} className="pk-edited-after__link">
          {words}
        </AppLink>
      )}
      <span aria-hidden="true"> · </span>
      <RelativeTime timestamp={editedAt} />
    </p>
  );
}
