import type { Post } from '@dash/shared-contracts';
import { useBlogActions } from '../hooks/use-blog-actions';
import { ActionMenu } from './action-menu';
import type { MenuItem } from './action-menu';

/** "More options for this post" on others' posts: follow, subscribe (only while following), block. */
export function PostMenu({ post, subscribed }: { post: Post; subscribed: boolean }) {
  const blog = useBlogActions(post);
  const name = post.blog.name;
  const items: MenuItem[] = post.following
    ? [
        { label: `Unfollow ${name}`, onSelect: blog.unfollow },
        subscribed
          ? { label: `Unsubscribe from ${name}`, onSelect: () => blog.setSubscribed(false) }
          : { label: `Subscribe to ${name}`, onSelect: () => blog.setSubscribed(true) },
      ]
    : [{ label: `Follow ${name}`, onSelect: blog.follow }];
  items.push({ label: `Block ${name}`, onSelect: blog.block });

  return (
    <ActionMenu label="More options for this post" className="pk-post__action" items={items}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="5" cy="12" r="2" fill="currentColor" />
        <circle cx="12" cy="12" r="2" fill="currentColor" />
        <circle cx="19" cy="12" r="2" fill="currentColor" />
      </svg>
    </ActionMenu>
  );
}
