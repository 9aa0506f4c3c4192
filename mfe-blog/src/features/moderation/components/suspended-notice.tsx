import { useState } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { useBusEvent } from '@dash/remote-kit';
import { suspendedNotice } from '../lib/moderation-text';
import './moderation-header.css';

/**
 * Says that the blog is suspended: only its owner and admins ever see a suspended blog, so only they
 * read this. Follows the admin's changes (`blog:moderation-changed`).
 */
export function SuspendedNotice({ blog }: { blog: Blog }) {
  const [suspended, setSuspended] = useState(Boolean(blog.is_suspended));
  useBusEvent('blog:moderation-changed', ({ name, moderation }) => {
    if (name === blog.name) setSuspended(moderation.suspended);
  });
  if (!suspended) return null;
  return (
    <p className="blog-suspended-notice" role="note">
      {suspendedNotice(blog.is_mine)}
    </p>
  );
}
