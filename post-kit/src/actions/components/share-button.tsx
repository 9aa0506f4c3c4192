import type { MouseEvent } from 'react';
import { usePostCardHost } from '../../host';

/** Asks the share remote to open its popover, anchored to this button. */
export function ShareButton({ postId, blogName }: { postId: string; blogName: string }) {
  const { bus } = usePostCardHost();
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const { top, left, width, height } = event.currentTarget.getBoundingClientRect();
    bus.emit('share:open', { postId, blogName, anchor: { top, left, width, height } });
  };
  return (
    <button type="button" className="pk-post__action" aria-label="Share" onClick={open}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M14 4v4C7 9 4 14 3 19c2.5-3.5 6-5.1 11-5.1V18l7-7-7-7Z" />
      </svg>
    </button>
  );
}
