import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { LoadingBar, useRemote } from '@dash/remote-kit';
import type { BlogRef } from '@dash/shared-contracts';
import { UnreadBadge } from '../../../components/unread-badge';
import { useMessagingSettings } from '../../../lib/server-data';
import { useConversation } from '../hooks/use-conversation';
import { useGifPicker } from '../hooks/use-gif-picker';
import { useImagePreview } from '../hooks/use-image-preview';
import { gifPreview } from '../state/gif-rules';
import type { PreviewImage } from '../state/image-rules';
import { participantsLabel } from '../state/participants-label';
import { VERIFY_EMAIL_TEXT } from '../state/send-queue';
import { isAtBottom, scrollToBottom, unreadPillText } from '../state/unread-pill';
import { windowStore, type ConversationWindow } from '../state/window-store';
import { runBlock, runBlockSender, runDelete, runDeleteMessage, runMarkSpam, type SafetyDeps } from '../state/safety-flows';
import { ActionsMenu } from './actions-menu';
import { ComposeBox } from './compose-box';
import { GifButton } from './gif-button';
import { GifPicker } from './gif-picker';
import { Icebreakers } from './icebreakers';
import { ImagePreview } from './image-preview';
import { PhotoButton } from './photo-button';
import { MessageControls } from './message-controls';
import { MessageList } from './message-list';
import { SpamNotice } from './spam-notice';

/** Blog links in the header: "a, b + c" (spec 2 §2 screen 7). */
function ParticipantLinks({ blogs }: { blogs: readonly BlogRef[] }) {
  const label = participantsLabel(blogs.map((b) => b.name));
  return (
    <span className="msg-conv__names" aria-label={label}>
      {blogs.map((b, i) => (
        <span key={b.uuid}>
          {i > 0 ? (i === blogs.length - 1 ? ' + ' : ', ') : null}
          <a href={`/blog/${encodeURIComponent(b.name)}`} className="msg-conv__name">
            {b.name}
          </a>
        </span>
      ))}
    </span>
  );
}

/** A conversation window, open or minimised (spec 2 §2 screen 7). */
export function ConversationPanel({ win }: { win: ConversationWindow }) {
  const { session, navigate, bus, api } = useRemote();
  const verified = session.user?.is_verified_email ?? false;
  const { features } = useMessagingSettings();
  const listRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const atBottom = useCallback(() => (listRef.current ? isAtBottom(listRef.current) : true), []);
  const conv = useConversation(win, atBottom);

  const others = conv.conversation ? conv.conversation.participants.filter((p) => p.uuid !== win.selfUuid) : win.others;
  const shown = others.length > 0 ? others : win.others;
  const participants: BlogRef[] = [
    ...(conv.conversation?.participants ?? []),
    ...win.others,
    { uuid: win.selfUuid, name: win.selfName, title: '', avatar_url: '', url: '' },
  ];
  const label = participantsLabel(shown.map((b) => b.name));

  const close = () => {
    windowStore.close(win.key);
    // An address that opened this window would open it again on reload: go back to the dashboard.
    if (/^\/(conversation\/new|messaging\/conversation)\//.test(window.location.pathname)) navigate('/dashboard');
  };

  // Focus moves into the window when it opens (or is unminimised), and to the compose box once it is enabled.
  const blocked = conv.fetchState.status !== 'ready';
  useEffect(() => {
    if (win.minimized) return undefined;
    const handle = window.setTimeout(() => {
      const panel = panelRef.current;
      const active = document.activeElement;
      const focusIsOurs = !active || active === document.body || (panel?.contains(active) ?? false);
      const box = textareaRef.current;
      if (box && !box.disabled) {
        if (focusIsOurs || !blocked) box.focus();
      } else if (!panel?.contains(active)) panel?.focus();
    }, 0);
    return () => window.clearTimeout(handle);
  }, [win.minimized, blocked]);

  // Keep the list at the bottom when messages arrive while it is at the bottom.
  const wasAtBottom = useRef(true);
  const focusCompose = useCallback(() => textareaRef.current?.focus(), []);
  const photos = useImagePreview((text, image) => {
    wasAtBottom.current = true;
    conv.send(text, image);
  }, focusCompose);
  const gifs = useGifPicker();
  // A photo or a GIF goes to the preview; the GIF panel closes (the tools hide while a preview shows).
  const pickImage = (preview: PreviewImage) => {
    gifs.close();
    photos.pick(preview);
  };
  // A minimised window comes back without the GIF search open.
  const closeGifs = gifs.close;
  useEffect(() => {
    if (win.minimized) closeGifs();
  }, [win.minimized, closeGifs]);
  const count = conv.messages.length + conv.outgoing.length;
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && wasAtBottom.current) el.scrollTop = el.scrollHeight;
  }, [count, conv.fetchState.status, win.minimized]);

  const onScroll = () => {
    const el = listRef.current;
    if (!el) return;
    wasAtBottom.current = isAtBottom(el);
    if (wasAtBottom.current && conv.unread > 0) conv.fetchUnread();
    if (el.scrollTop <= 0 && conv.older.hasMore) conv.older.load(el);
  };

  if (win.minimized) {
    const avatar = shown[0]?.avatar_url;
    return (
      <button
        type="button"
        className="msg-conv-tab"
        aria-label={`Open conversation with ${label}${conv.unread > 0 ? `, ${conv.unread} unread` : ''}`}
        onClick={() => windowStore.setMinimized(win.key, false)}
      >
        {avatar ? <img className="msg-conv-tab__avatar" src={avatar} alt="" width={40} height={40} /> : null}
        <UnreadBadge count={conv.unread} className="msg-conv-tab__badge" />
      </button>
    );
  }

  const canSend = conv.conversation?.can_send ?? true;
  const ownUuids = new Set(session.blogs.map((b) => b.uuid));
  const blockable = shown.filter((b) => !ownUuids.has(b.uuid));
  const conversationId = conv.conversation?.id ?? win.id;
  const safety = (): SafetyDeps => ({
    bus,
    api,
    conversationId,
    selfUuid: win.selfUuid,
    selfName: win.selfName,
    removeWindow: close,
  });
  const ready = conv.fetchState.status === 'ready' && verified;
  const iceOther = shown.length === 1 ? shown[0] : undefined;
  const pill = unreadPillText(conv.unread);

  return (
    <section
      ref={panelRef}
      className="msg-conv"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && event.target === panelRef.current) close();
      }}
    >
      <header className="msg-conv__header">
        <h2 id={titleId} className="msg-conv__title">
          <span className="msg-visually-hidden">Conversation with </span>
          <ParticipantLinks blogs={shown} />
        </h2>
        {ready ? (
          <ActionsMenu
            blockable={blockable}
            onDelete={conversationId ? () => void runDelete(safety()) : null}
            onBlock={(name) => void runBlock(safety(), name)}
          />
        ) : null}
        {features.minimize ? (
          <button
            type="button"
            className="msg-icon-button"
            aria-label="Minimize"
            title="Minimize"
            onClick={() => windowStore.setMinimized(win.key, true)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M5 12h14v2H5z" />
            </svg>
          </button>
        ) : null}
        <button type="button" className="msg-icon-button" aria-label="Close" title="Close" onClick={close}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
            />
          </svg>
        </button>
      </header>
      <div className="msg-conv__body">
        {!verified ? (
          <p className="msg-notice">{VERIFY_EMAIL_TEXT}</p>
        ) : conv.fetchState.status === 'loading' ? (
          <LoadingBar label="Loading conversation" />
        ) : conv.fetchState.status === 'error' ? (
          <div className="msg-error" role="alert">
            <p>{conv.fetchState.error.message}</p>
            {conv.fetchState.error.retryable ? (
              <button type="button" className="msg-button" disabled={conv.fetchState.retrying} onClick={conv.retryFetch}>
                {conv.fetchState.retrying ? 'Retrying...' : 'Retry'}
              </button>
            ) : null}
          </div>
        ) : (
          <>
            {conv.older.loading ? <LoadingBar label="Loading earlier messages" /> : null}
            {conv.older.failed && !conv.older.loading ? (
              <div className="msg-error" role="alert">
                <p>Couldn&apos;t load earlier messages.</p>
                <button type="button" className="msg-button" onClick={() => conv.older.load(listRef.current)}>
                  Retry
                </button>
              </div>
            ) : null}
            <MessageList
              ref={listRef}
              messages={conv.messages}
              outgoing={conv.outgoing}
              selfUuid={win.selfUuid}
              participants={participants}
              onRetry={conv.retrySend}
              onDismiss={conv.dismissSend}
              onScroll={onScroll}
              imagesBlurred={conv.imagesBlurred}
              onUnblur={conv.unblurImages}
              renderControls={(message) => {
                const sender = participants.find((p) => p.uuid === message.participant);
                return message.id ? (
                  <MessageControls
                    messageId={message.id}
                    blockableSender={sender?.name && !ownUuids.has(sender.uuid) ? sender.name : null}
                    onDelete={() => void runDeleteMessage(safety(), message.id ?? '', () => conv.removeMessage(message.ts))}
                    onBlock={(name) => void runBlockSender(safety(), name)}
                  />
                ) : null;
              }}
              header={
                conv.atStart && iceOther && features.icebreakers ? (
                  <Icebreakers otherUuid={iceOther.uuid} selfUuid={win.selfUuid} isNew={conv.messages.length === 0} />
                ) : null
              }
            />
          </>
        )}
        {pill && !blocked ? (
          <button
            type="button"
            className="msg-conv__pill"
            onClick={() => {
              if (listRef.current) scrollToBottom(listRef.current);
              wasAtBottom.current = true;
              conv.fetchUnread();
            }}
          >
            {pill}
          </button>
        ) : null}
      </div>
      {ready && conv.conversation?.is_possible_spam && conversationId ? (
        <SpamNotice onMarkSpam={() => void runMarkSpam(safety(), shown.map((b) => b.name).join(', '))} />
      ) : null}
      {canSend && gifs.open && !photos.preview && !blocked && verified ? (
        <GifPicker id={gifs.panelId} onPick={(gif) => pickImage(gifPreview(gif))} onClose={() => gifs.close(true)} />
      ) : null}
      {canSend && photos.preview ? (
        <ImagePreview preview={photos.preview} leaving={photos.leaving} onRemove={photos.remove} onAltChange={photos.setAlt} />
      ) : null}
      {canSend ? (
        <ComposeBox
          disabled={blocked || !verified}
          allowEmpty={photos.preview !== null && !photos.leaving}
          held={photos.altProblem !== null}
          tools={
            photos.preview ? null : (
              <>
                {features.send_photos ? <PhotoButton disabled={blocked || !verified} onPicked={pickImage} /> : null}
                {features.gif_search ? (
                  <GifButton
                    ref={gifs.buttonRef}
                    disabled={blocked || !verified}
                    expanded={gifs.open}
                    controls={gifs.panelId}
                    onToggle={gifs.toggle}
                  />
                ) : null}
              </>
            )
          }
          onSend={photos.submit}
          onTyping={conv.typing}
          onEscapeEmpty={close}
          textareaRef={textareaRef}
          recipientName={label}
        />
      ) : (
        <p className="msg-notice">This Tumblr can&apos;t receive messages.</p>
      )}
    </section>
  );
}
