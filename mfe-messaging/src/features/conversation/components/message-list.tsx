import { forwardRef } from 'react';
import { AltBadge } from '@dash/remote-kit';
import type { BlogRef, Message } from '@dash/shared-contracts';
import { isGifImage } from '../../../lib/gif-image';
import { formatFullDate } from '../../../lib/relative-time';
import { summarizeMessage } from '../../../lib/message-summary';
import { fitThumbnail, thumbnailSource } from '../state/image-fit';
import { messageImageAlt } from '../state/image-rules';
import { layoutMessages } from '../state/message-layout';
import { PostReference } from './post-reference';
import type { Outgoing } from '../state/send-queue';
import './safety.css';

/** The overlay on a blurred image; a click shows it (and the conversation's other images). */
export const BLUR_NOTE = 'This image may be sensitive. Click to see it.';

interface MessageListProps {
  messages: readonly Message[];
  outgoing: readonly Outgoing[];
  selfUuid: string;
  participants: readonly BlogRef[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  onScroll: () => void;
  /** Others' images are drawn blurred with an overlay until one is clicked (spec 2 §6). */
  imagesBlurred: boolean;
  onUnblur: () => void;
  /** Drawn first in the list (the icebreakers header). */
  header?: React.ReactNode;
  /** The message controls beside each message from the server (spec 3 §2 screen 13); none for queued ones. */
  renderControls?: (message: Message) => React.ReactNode;
}

interface Row {
  key: string;
  ts: number;
  participant: string;
  text: string;
  image?: Message['image'];
  /** A POSTREF message: drawn as a post card. */
  postRef?: Message;
  /** The image is a GIF (alt "GIF", else "Photo"). */
  gif?: boolean;
  outgoing?: Outgoing;
  /** The server's message (absent for a queued one). */
  message?: Message;
}

/** Spec 2 §6 / §9: an IMAGE message's thumbnail (fits 210×150), blurred behind an overlay when asked. */
function MessageImage({
  image,
  gif,
  sender,
  blurred,
  onUnblur,
}: {
  image: NonNullable<Message['image']>;
  gif: boolean;
  /** The blog that sent it: the alt when the sender wrote none ("Image from {sender}"). */
  sender: string;
  blurred: boolean;
  onUnblur: () => void;
}) {
  const size = fitThumbnail(image.width, image.height);
  const img = (
    <img
      className="msg-msg__img"
      src={thumbnailSource(image)}
      alt={messageImageAlt(image.alt, { gif, sender })}
      width={size.width}
      height={size.height}
    />
  );
  if (!blurred) {
    return (
      <div className="msg-msg__image">
        {img}
        <AltBadge alt={image.alt} />
      </div>
    );
  }
  return (
    <button
      type="button"
      className="msg-msg__image msg-msg__image--blurred"
      style={{ width: size.width, height: size.height }}
      onClick={onUnblur}
    >
      {img}
      <span className="msg-msg__blur-note">{BLUR_NOTE}</span>
    </button>
  );
}

function textOf(message: Message, participants: readonly BlogRef[]): string {
  if (message.type === 'TEXT') return message.content?.text ?? '';
  return summarizeMessage(message, participants as Parameters<typeof summarizeMessage>[1]);
}

/** The message list: timestamp headers, same-participant collapse, and the queue's states. */
export const MessageList = forwardRef<HTMLDivElement, MessageListProps>(function MessageList(
  { messages, outgoing, selfUuid, participants, onRetry, onDismiss, onScroll, imagesBlurred, onUnblur, header, renderControls },
  ref,
) {
  const rows: Row[] = [
    ...messages.map((m) => ({
      key: m.ts,
      ts: Number(m.ts),
      participant: m.participant,
      text: textOf(m, participants),
      image: m.type === 'IMAGE' ? m.image : undefined,
      postRef: m.type === 'POSTREF' ? m : undefined,
      gif: m.type === 'IMAGE' && m.image ? isGifImage(m.image) : false,
      message: m,
    })),
    ...outgoing.map((o) => ({
      key: o.key,
      ts: o.clientTs,
      participant: selfUuid,
      text: o.text,
      // A queued photo is drawn from its preview until the server's message replaces it.
      image: o.image ? { url: o.image.url, width: o.image.width, height: o.image.height, alt: o.image.alt } : undefined,
      gif: o.image ? o.image.kind === 'gif' || (o.image.kind === 'photo' && o.image.file.type === 'image/gif') : false,
      outgoing: o,
    })),
  ];
  const layout = layoutMessages(rows);
  const nameOf = (uuid: string) => participants.find((p) => p.uuid === uuid)?.name ?? '';

  return (
    <div ref={ref} className="msg-conv__list" onScroll={onScroll} tabIndex={0} aria-label="Conversation messages" role="log">
      {header}
      <ol className="msg-conv__messages">
        {rows.map((row, i) => {
          const mine = row.participant === selfUuid;
          const { tsHeader, isCollapsed } = layout[i] ?? { tsHeader: false, isCollapsed: false };
          const o = row.outgoing;
          return (
            <li
              key={row.key}
              className={`msg-msg${mine ? ' msg-msg--mine' : ''}${isCollapsed ? ' msg-msg--collapsed' : ''}${
                o ? ` msg-msg--${o.status}` : ''
              }`}
              data-testid="message"
            >
              {tsHeader ? (
                <time className="msg-msg__ts" dateTime={new Date(row.ts).toISOString()}>
                  {formatFullDate(row.ts)}
                </time>
              ) : null}
              {isCollapsed ? null : <span className="msg-msg__name">{nameOf(row.participant)}</span>}
              <div className="msg-msg__row">
                {row.postRef ? (
                  <PostReference message={row.postRef} />
                ) : row.image ? (
                  <MessageImage
                    image={row.image}
                    gif={row.gif ?? false}
                    sender={nameOf(row.participant)}
                    blurred={imagesBlurred && !mine}
                    onUnblur={onUnblur}
                  />
                ) : (
                  <p className="msg-msg__text">{row.text}</p>
                )}
                {row.message && renderControls ? renderControls(row.message) : null}
              </div>
              {o?.status === 'queued' ? <span className="msg-msg__state">Queued</span> : null}
              {o?.status === 'pending' && !o.hasFailed ? <span className="msg-msg__state">Sending…</span> : null}
              {o && o.hasFailed && (o.status === 'pending' || o.canRetry) ? (
                <div className="msg-msg__error" role={o.status === 'failed' ? 'alert' : undefined}>
                  {o.status === 'failed' ? <span>{o.errorText}</span> : null}
                  <button
                    type="button"
                    className="msg-link-button"
                    disabled={o.status === 'pending'}
                    onClick={() => onRetry(o.key)}
                  >
                    {o.status === 'pending' ? 'Trying...' : 'Retry'}
                  </button>
                </div>
              ) : null}
              {o?.status === 'failed' && !o.canRetry ? (
                <div className="msg-msg__error" role="alert">
                  <span>{o.errorText}</span>
                  <button type="button" className="msg-link-button" onClick={() => onDismiss(o.key)}>
                    Close
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
});
