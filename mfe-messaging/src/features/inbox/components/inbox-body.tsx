import type { Conversation, OwnBlog, Participant } from '@dash/shared-contracts';
import { LoadingBar } from '@dash/remote-kit';
import { useInbox } from '../hooks/use-inbox';
import { ConversationList } from './conversation-list';
import { InboxEmpty } from './inbox-empty';

/** Exactly one of: loading bar, error view, conversation list, empty view (spec 2 §2 screen 1). */
export function InboxBody({
  blog,
  onOpen,
  onOpenRecipient,
}: {
  blog: OwnBlog;
  onOpen: (conversation: Conversation) => void;
  onOpenRecipient: (recipient: Participant) => void;
}) {
  const { state, loadMore, retry } = useInbox(blog.uuid);
  if (state.status === 'loading') return <LoadingBar label="Loading conversations" />;
  if (state.status === 'error') {
    return (
      <div className="msg-error" role="alert">
        <p>{state.error.message}</p>
        {state.error.retryable ? (
          <button type="button" className="msg-button" onClick={retry}>
            Retry
          </button>
        ) : null}
      </div>
    );
  }
  if (state.conversations.length === 0) return <InboxEmpty participant={blog.uuid} onOpenRecipient={onOpenRecipient} />;
  return (
    <ConversationList
      conversations={state.conversations}
      selfUuid={blog.uuid}
      hasMore={state.nextHref !== null}
      loadingMore={state.loadingMore}
      moreError={state.moreError}
      onLoadMore={loadMore}
      onOpen={onOpen}
      onOpenRecipient={onOpenRecipient}
    />
  );
}
