import type { Post } from '@dash/shared-contracts';
import { useReblog } from '../hooks/use-reblog';
import { ActionMenu } from './action-menu';

/** "Reblog": Reblog now, Add to queue, Reblog with comment. The icon turns green once reblogged. */
export function ReblogMenu({ post }: { post: Post }) {
  const reblog = useReblog(post);
  return (
    <ActionMenu
      label="Reblog"
      className={`pk-post__action pk-reblog${post.reblogged ? ' pk-reblog--on' : ''}`}
      disabled={reblog.pending}
      items={[
        { label: 'Reblog now', onSelect: () => void reblog.reblogNow() },
        { label: 'Add to queue', onSelect: () => void reblog.addToQueue() },
        { label: 'Reblog with comment', onSelect: reblog.withComment },
      ]}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 11V8a2 2 0 0 1 2-2h12l-3-3m5 10v3a2 2 0 0 1-2 2H6l3 3" />
      </svg>
    </ActionMenu>
  );
}
