import type { Conversation } from '@dash/shared-contracts';
import { formatFullDate, formatShortAge } from '../../../lib/relative-time';
import { summarizeMessage } from '../../../lib/message-summary';

/** A conversation is unread when it has unread messages or changed since it was last read (spec 2 §3). */
export function isUnread(conversation: Conversation): boolean {
  return conversation.unread_messages_count > 0 || conversation.last_modified_ts > conversation.last_read_ts;
}

/**
 * One inbox row (spec 2 §2 screen 5): a button that opens the conversation window.
 */
export function ConversationRow({
  conversation,
  selfUuid,
  onOpen,
}: {
  conversation: Conversation;
  selfUuid: string;
  onOpen: (conversation: Conversation) => void;
}) {
  const others = conversation.participants.filter((p) => p.uuid !== selfUuid);
  const shown = others.length > 0 ? others : conversation.participants;
  const first = shown[0];
  const unread = isUnread(conversation);
  const summary = summarizeMessage(conversation.last_message, conversation.participants);
  return (
    <li className={`msg-row__item${unread ? ' msg-row--unread' : ''}`}>
      <button type="button" className="msg-row" onClick={() => onOpen(conversation)}>
        {first ? <img className="msg-row__avatar" src={first.avatar_url} alt="" width={40} height={40} /> : null}
        <div className="msg-row__body">
          <div className="msg-row__top">
            <span className="msg-row__name">{shown.map((p) => p.name).join(', ')}</span>
            <time
              className="msg-row__time"
              dateTime={new Date(conversation.last_modified_ts).toISOString()}
              title={formatFullDate(conversation.last_modified_ts)}
            >
              {formatShortAge(conversation.last_modified_ts)}
            </time>
          </div>
          <p className="msg-row__summary">{summary}</p>
        </div>
        {unread ? (
          <span className="msg-row__dot">
            <span className="msg-visually-hidden">Unread</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}
