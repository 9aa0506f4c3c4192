import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGING, type OwnBlog, type Participant } from '@dash/shared-contracts';
import { MESSAGE_PLACEHOLDER } from '../state/messaging-share-rules';

interface MessageBoxProps {
  recipient: Participant;
  senders: readonly OwnBlog[];
  sender: OwnBlog | null;
  onSender: (blog: OwnBlog) => void;
  onRemove: () => void;
  onSend: (text: string) => void;
  sending: boolean;
  error: string | null;
}

/**
 * After a recipient is chosen (spec 3 §2 screen 12, §4): who it goes to (with a way back to the search),
 * the sender select (a sender equal to the recipient is disabled), the optional text and Send, which is
 * blocked while sending or without a sender.
 */
export function MessageBox({ recipient, senders, sender, onSender, onRemove, onSend, sending, error }: MessageBoxProps) {
  const [text, setText] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const senderId = useId();
  useEffect(() => textRef.current?.focus(), []);
  const disabled = sending || !sender;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSend(text);
  };

  return (
    <form className="msg-share__box" onSubmit={submit} aria-label={`Message to ${recipient.name}`}>
      <div className="msg-share__to">
        <img className="msg-share__avatar msg-share__avatar--small" src={recipient.avatar_url} alt="" width={24} height={24} />
        <span className="msg-share__to-name">{recipient.name}</span>
        <button
          type="button"
          className="msg-share__remove"
          aria-label={`Remove ${recipient.name}`}
          onClick={onRemove}
          disabled={sending}
        >
          ×
        </button>
      </div>
      {senders.length > 1 ? (
        <div className="msg-share__sender">
          <label htmlFor={senderId}>Send as</label>
          <select
            id={senderId}
            value={sender?.uuid ?? ''}
            disabled={sending}
            onChange={(event) => {
              const next = senders.find((b) => b.uuid === event.target.value);
              if (next) onSender(next);
            }}
          >
            {sender ? null : <option value="">Choose a blog</option>}
            {senders.map((blog) => (
              <option key={blog.uuid} value={blog.uuid} disabled={blog.uuid === recipient.uuid}>
                {blog.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <textarea
        ref={textRef}
        className="msg-share__text"
        aria-label="Message"
        placeholder={MESSAGE_PLACEHOLDER}
        maxLength={MESSAGING.composeMax}
        rows={2}
        value={text}
        disabled={sending}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p className="msg-share__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="share-button msg-share__send" disabled={disabled}>
        {sending ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}
