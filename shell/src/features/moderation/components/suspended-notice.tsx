import { useState } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { useSession } from '../../../app/shell-services';
import { useBusEvent } from '../../../lib/use-bus-event';
import { SUSPENDED_OTHER_BLOG, SUSPENDED_OWN_BLOG, suspendedCurrentBlog } from '../lib/suspended-text';
import './suspended-notice.css';

/** On a suspended blog's page (its owner or an admin is reading it); follows the admin's changes. */
export function BlogSuspendedNotice({ blog }: { blog: Blog }) {
  const [suspended, setSuspended] = useState(Boolean(blog.is_suspended));
  useBusEvent('blog:moderation-changed', ({ name, moderation }) => {
    if (name === blog.name) setSuspended(moderation.suspended);
  });
  if (!suspended) return null;
  return (
    <p className="shell-suspended" role="note">
      {blog.is_mine ? SUSPENDED_OWN_BLOG : SUSPENDED_OTHER_BLOG}
    </p>
  );
}

/** On the dashboard, when the acting blog is suspended (the session's own blogs say so). */
export function CurrentBlogSuspendedNotice() {
  const session = useSession();
  const current = session.blogs.find((b) => b.name === session.current_blog);
  if (!current?.is_suspended) return null;
  return (
    <p className="shell-suspended" role="note">
      {suspendedCurrentBlog(current.name)}
    </p>
  );
}
