/** The heart. Its name stays "Like"; aria-pressed says whether the post is liked. */
export function LikeButton({ liked, onToggle }: { liked: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`pk-post__action pk-like${liked ? ' pk-like--on' : ''}`}
      aria-label="Like"
      aria-pressed={liked}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21 3.5 12.5a5.2 5.2 0 0 1 7.4-7.4L12 6.2l1.1-1.1a5.2 5.2 0 0 1 7.4 7.4Z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
