import type { BlogRef } from '@dash/shared-contracts';
import { AppLink } from '../../components/app-link';
import { RelativeTime } from './relative-time';
import './history.css';

/**
 * Under a reblog's root entry (issue 13): the original was edited after it was reblogged, so the
 * words above may not be what it says now. Links to the original's permalink, which shows it as it
 * is and its edit history.
 */
export function EditedAfter({ blog, postId, editedAt }: { blog: BlogRef; postId: string; editedAt: number }) {
  return (
    <p className="pk-edited-after">
      <AppLink
        href={`/blog/${encodeURIComponent(blog.name)}/post/${encodeURIComponent(postId)}`}
        className="pk-edited-after__link"
      >
        {blog.name} edited this post after it was reblogged
      </AppLink>
      <span aria-hidden="true"> · </span>
      <RelativeTime timestamp={editedAt} />
    </p>
  );
}
