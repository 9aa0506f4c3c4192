import { useRef, useState } from 'react';
import type { Post } from '@dash/shared-contracts';
import { LazyHistoryDialog } from './lazy-history-dialog';
import { RelativeTime } from './relative-time';
import './history.css';

/**
 * "Edited · 2h" beside the post's header when the post was edited after it was published (issue 13):
 * a button that opens the list of its versions (a lazy chunk). Focus comes back here when it closes.
 */
export function EditedMark({ post }: { post: Post }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!post.edited_at) return null;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="pk-edited"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Edited
        <span aria-hidden="true"> · </span>
        <RelativeTime timestamp={post.edited_at} />
      </button>
      {open && <LazyHistoryDialog post={post} onClose={close} />}
    </>
  );
}
