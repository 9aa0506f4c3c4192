import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, type OwnBlog, type Participant } from '@dash/shared-contracts';
import { LoadingBar, useCurrentBlog, useRemote } from '@dash/remote-kit';
import { sendPostMessage } from '../api/messaging-share-api';
import { useRecipientSearch } from '../hooks/use-recipient-search';
import {
  canOpenMessagingShare,
  defaultSender,
  interaction,
  messageable,
  noResultsText,
  SEARCH_FAILED,
  SEARCH_PLACEHOLDER,
  senderBlogs,
  senderFor,
} from '../state/messaging-share-rules';
import { MessageBox } from './message-box';
import { RecipientRow } from './recipient-row';
import './messaging-share.css';

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.userMessage : 'Please try again.');
const textNotSent = (name: string, error: unknown) => `The post went to ${name}, but your message didn't. ${reasonOf(error)}`;

export interface MessagingShareProps {
  postId: string;
  /** The post's blog uuid (share data `tumblelog_uuid`); without it the messaging share does not open. */
  blogUuid: string | null | undefined;
  /** The popover has something to pin to (its anchor). */
  hasTarget: boolean;
  /** True while a recipient is chosen: the popover hides its external-networks row. */
  onRecipientChange: (chosen: boolean) => void;
  /** After sending: the popover closes (the conversation opens over the page). */
  onSent: () => void;
}

/**
 * The messaging share (spec 3 §2 screen 12, §4 "Messaging share", §5, §9): "Message to..." with the
 * sender's 10 favourites before typing and a 250 ms debounced search after; choosing a blog shows the
 * message box; Send puts the post (and the optional text) in their conversation and opens it.
 */
export function MessagingShare(props: MessagingShareProps) {
  const { session } = useRemote();
  const senders = useMemo(() => senderBlogs(session.blogs), [session.blogs]);
  if (!session.logged_in || senders.length === 0) return null;
  if (!canOpenMessagingShare({ postId: props.postId, blogUuid: props.blogUuid, hasTarget: props.hasTarget })) return null;
  return <MessagingShareView {...props} senders={senders} />;
}

function MessagingShareView({ postId, onRecipientChange, onSent, senders }: MessagingShareProps & { senders: OwnBlog[] }) {
  const { api, bus } = useRemote();
  const currentBlog = useCurrentBlog();
  const [searchSender] = useState(() => defaultSender(senders, currentBlog));
  const [chosenSender, setChosenSender] = useState<OwnBlog | null>(searchSender);
  const [recipient, setRecipient] = useState<Participant | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { search, state } = useRecipientSearch(searchSender?.uuid ?? null);
  const results = state.results ? messageable(state.results) : null;
  const sender = senderFor(senders, chosenSender, recipient?.uuid ?? null);

  // A typed query's answer is logged once (spec 3 §4 logging).
  const logged = useRef('');
  useEffect(() => {
    if (!state.results || !state.resultsQuery || logged.current === state.resultsQuery) return;
    logged.current = state.resultsQuery;
    bus.emit('log:event', interaction('share-search', { count: state.results.length }));
  }, [bus, state.results, state.resultsQuery]);

  const choose = (blog: Participant, position: number) => {
    setRecipient(blog);
    setSendError(null);
    onRecipientChange(true);
    bus.emit('log:event', interaction('share-choose', { position, favorite: state.resultsQuery === '' }));
  };

  const remove = () => {
    setRecipient(null);
    setSendError(null);
    onRecipientChange(false);
    queueMicrotask(() => inputRef.current?.focus());
  };

  const send = (message: string) => {
    if (sending || !sender || !recipient) return;
    setSending(true);
    setSendError(null);
    sendPostMessage(api, { senderUuid: sender.uuid, recipientUuid: recipient.uuid, postId, text: message }).then(
      ({ textError }) => {
        bus.emit('log:event', interaction('share-send', { with_text: message.trim() !== '' }));
        // The post went: the conversation opens either way, and a text that did not follow says so.
        if (textError) bus.emit('toast:show', { message: textNotSent(recipient.name, textError), tone: 'error' });
        bus.emit('messaging:open', { name: recipient.name, from: sender.name });
        onSent();
      },
      (error: unknown) => {
        setSending(false);
        setSendError(`Couldn't send this post to ${recipient.name}. ${reasonOf(error)}`);
        bus.emit('log:event', interaction('share-send-failed', { status: error instanceof ApiError ? error.status : 0 }));
      },
    );
  };

  if (recipient) {
    return (
      <section className="msg-share" aria-label="Send in a message">
        <MessageBox
          recipient={recipient}
          senders={senders}
          sender={sender}
          onSender={setChosenSender}
          onRemove={remove}
          onSend={send}
          sending={sending}
          error={sendError}
        />
      </section>
    );
  }

  const noResults = results !== null && results.length === 0 && state.resultsQuery !== '' && !state.busy;
  return (
    <section className="msg-share" aria-label="Send in a message">
      <input
        ref={inputRef}
        type="search"
        className="msg-share__search"
        aria-label={SEARCH_PLACEHOLDER}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search.setQuery(event.target.value);
        }}
      />
      {state.showLoader ? <LoadingBar label="Searching for blogs" /> : null}
      {state.error ? (
        <div className="msg-share__error" role="alert">
          <span>{SEARCH_FAILED}</span>
          <button type="button" className="share-link-button" onClick={() => search.retry()}>
            Try again
          </button>
        </div>
      ) : noResults ? (
        <div className="msg-share__error msg-share__error--empty" role="status">
          {noResultsText(state.resultsQuery)}
        </div>
      ) : results && results.length > 0 ? (
        <RecipientRow label={state.resultsQuery ? 'Blogs found' : 'Favorites'} blogs={results} onChoose={choose} />
      ) : null}
    </section>
  );
}
