import { useEffect, useMemo, useRef } from 'react';
import type { Conversation, Participant } from '@dash/shared-contracts';
import { LoadingBar } from '@dash/remote-kit';
import { useMessagingSettings } from '../../../lib/server-data';
import { AppendedFavorites, shouldAppendFavorites } from '../../recipients';
import { ConversationRow } from './conversation-row';

interface ConversationListProps {
  conversations: Conversation[];
  selfUuid: string;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: boolean;
  onLoadMore: () => void;
  onOpen: (conversation: Conversation) => void;
  onOpenRecipient: (recipient: Participant) => void;
}

/** Distance from the bottom (px) at which the next page is requested. */
const BOTTOM_THRESHOLD = 24;

/** The conversation list; scrolling to its bottom loads the next page. */
export function ConversationList({
  conversations,
  selfUuid,
  hasMore,
  loadingMore,
  moreError,
  onLoadMore,
  onOpen,
  onOpenRecipient,
}: ConversationListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const appendLimit = useMessagingSettings().favorites_append_limit;
  const appendFavorites = shouldAppendFavorites(conversations.length, hasMore, appendLimit);
  const talkingTo = useMemo(() => new Set(conversations.flatMap((c) => c.participants.map((p) => p.uuid))), [conversations]);

  // A first page that does not fill the list cannot be scrolled: ask for the next one at once.
  useEffect(() => {
    const el = ref.current;
    if (el && hasMore && !loadingMore && !moreError && el.scrollHeight > 0 && el.scrollHeight <= el.clientHeight) onLoadMore();
  }, [conversations.length, hasMore, loadingMore, moreError, onLoadMore]);

  const onScroll = () => {
    const el = ref.current;
    if (!el || !hasMore || loadingMore) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_THRESHOLD) onLoadMore();
  };

  return (
    <div ref={ref} className="msg-list" onScroll={onScroll} data-testid="conversation-list">
      <ul className="msg-list__rows" aria-label="Conversations">
        {conversations.map((c) => (
          <ConversationRow key={c.id} conversation={c} selfUuid={selfUuid} onOpen={onOpen} />
        ))}
      </ul>
      {loadingMore ? <LoadingBar label="Loading more conversations" /> : null}
      {moreError ? (
        <p className="msg-list__more-error">
          Couldn't load more conversations.{' '}
          <button type="button" className="msg-link-button" onClick={onLoadMore}>
            Retry
          </button>
        </p>
      ) : null}
      {appendFavorites ? <AppendedFavorites participant={selfUuid} exclude={talkingTo} onOpen={onOpenRecipient} /> : null}
    </div>
  );
}
