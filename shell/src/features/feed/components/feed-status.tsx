import type { FeedStatus } from '../hooks/use-feed';

/** What shows below the posts: loading, the end, or an error with a retry. */
export function FeedStatusBar({
  status,
  error,
  hasPosts,
  onRetry,
}: {
  status: FeedStatus;
  error: string | null;
  hasPosts: boolean;
  onRetry: () => void;
}) {
  if (status === 'loading') {
    return (
      <div className="shell-feed__status" role="status">
        <span className="shell-spinner" aria-hidden="true" />
        {hasPosts ? 'Loading more posts' : 'Loading posts'}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="shell-feed__status shell-feed__status--error" role="alert">
        <p>{error}</p>
        <button type="button" className="shell-button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (status === 'end' && hasPosts) return <p className="shell-feed__end">You've reached the end.</p>;
  return null;
}
