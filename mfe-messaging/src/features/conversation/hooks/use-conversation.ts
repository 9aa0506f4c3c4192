import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, type Conversation, type Message } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { describeFetchError, type FetchErrorView } from '../../../lib/fetch-error';
import { useMessagingSettings } from '../../../lib/server-data';
import { getMessages, pollConversations, sendText, unreadFetchSize, type ConversationTarget } from '../api/conversation-api';
import { flagConversation } from '../api/safety-api';
import { sendPreviewImage } from '../api/image-api';
import { releasePreview, type PreviewImage } from '../state/image-rules';
import { ConversationPoller } from '../state/conversation-poller';
import { desktopNotifier } from '../state/desktop-notifications';
import { useOlderMessages, type OlderMessages } from './use-older-messages';
import { SendQueue, type Outgoing } from '../state/send-queue';
import { requestUnreadRefresh } from '../state/unread-refresh';
import { windowStore, type ConversationWindow } from '../state/window-store';

export type FetchState =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: FetchErrorView; retrying: boolean };

export interface ConversationHandle {
  fetchState: FetchState;
  conversation: Conversation | null;
  messages: readonly Message[];
  outgoing: readonly Outgoing[];
  /** Unread messages not fetched yet (the pill, or the minimised tab's badge). */
  unread: number;
  /** Queues a TEXT message, or an IMAGE message when `image` is given (the preview's photo or GIF). */
  send: (text: string, image?: PreviewImage) => void;
  retrySend: (key: string) => void;
  dismissSend: (key: string) => void;
  retryFetch: () => void;
  /** Fetches the unread messages (pill click, list scrolled to the bottom). */
  fetchUnread: () => void;
  typing: () => void;
  /** The fetch answered no `_links.previous`: the conversation starts in this page (icebreakers show). */
  atStart: boolean;
  /** The conversation's images are blurred (is_blurred_images, until the user unblurs them here). */
  imagesBlurred: boolean;
  /** Spec 2 §6 image blur: one click unblurs the conversation's images (one way) and flags it unblur. */
  unblurImages: () => void;
  /** Earlier pages (`_links.previous`), loaded when the list is scrolled to the top. */
  older: OlderMessages;
  /** Takes a message (by ts) out of the list: message controls' Delete, after the server agreed. */
  removeMessage: (ts: string) => void;
}

function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byTs = new Map(current.map((m) => [m.ts, m]));
  for (const m of incoming) byTs.set(m.ts, m);
  return [...byTs.values()].sort((a, b) => Number(a.ts) - Number(b.ts));
}

/**
 * One conversation window's data: the fetch (which marks it read, then the unread badges are
 * refreshed), its own poll while it is open, and the send queue.
 * `isAtBottom` tells whether new unread messages may be fetched at once or need the pill.
 */
export function useConversation(win: ConversationWindow, isAtBottom: () => boolean): ConversationHandle {
  const { api, session, bus } = useRemote();
  const user = session.user;
  const verified = user?.is_verified_email ?? false;
  const settings = useMessagingSettings();
  const pollMs = settings.conversation_poll_ms;
  const notifications = settings.features.desktop_notifications;
  const [fetchState, setFetchState] = useState<FetchState>({ status: 'loading' });
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<readonly Message[]>([]);
  const [outgoing, setOutgoing] = useState<readonly Outgoing[]>([]);
  const [unread, setUnread] = useState(0);
  const [fetched, setFetched] = useState(false);
  const [atStart, setAtStart] = useState(false);
  const [unblurred, setUnblurred] = useState(false);
  const older = useOlderMessages(api, (page, isFirstPage) => {
    setMessages((current) => mergeMessages(current, page));
    if (isFirstPage) setAtStart(true);
  });
  const resetOlder = older.reset;

  const targetRef = useRef<ConversationTarget>({ id: win.id, selfUuid: win.selfUuid, otherUuids: win.others.map((o) => o.uuid) });
  targetRef.current = { ...targetRef.current, id: targetRef.current.id ?? win.id };
  const minimizedRef = useRef(win.minimized);
  const winRef = useRef(win);
  winRef.current = win;
  minimizedRef.current = win.minimized;
  const atBottomRef = useRef(isAtBottom);
  atBottomRef.current = isAtBottom;
  const otherName = win.others[0]?.name ?? 'This Tumblr';

  const adoptId = useCallback(
    (id: string) => {
      if (targetRef.current.id) return;
      targetRef.current = { ...targetRef.current, id };
      windowStore.setId(win.key, id);
    },
    [win.key],
  );

  const fetchAll = useCallback(async () => {
    try {
      const answer = await getMessages(api, targetRef.current);
      adoptId(answer.conversation.id);
      setConversation(answer.conversation);
      if (winRef.current.others.length === 0)
        windowStore.setOthers(
          win.key,
          answer.conversation.participants
            .filter((p) => p.uuid !== win.selfUuid)
            .map(({ uuid, name, title, avatar_url, url }) => ({ uuid, name, title, avatar_url, url })),
        );
      setMessages((current) => mergeMessages(current, answer.messages.data));
      setAtStart(!answer._links?.previous);
      resetOlder(answer._links?.previous?.href ?? null);
      setUnread(0);
      setFetchState({ status: 'ready' });
      requestUnreadRefresh();
    } catch (error) {
      // Spec 2 §4: a 404 on a new conversation is an empty conversation.
      if (!targetRef.current.id && error instanceof ApiError && error.status === 404) {
        setAtStart(true);
        setFetchState({ status: 'ready' });
        return;
      }
      setFetchState({ status: 'error', error: describeFetchError(error, otherName), retrying: false });
    } finally {
      setFetched(true);
    }
  }, [api, adoptId, otherName, resetOlder, win.key, win.selfUuid]);

  const unreadRef = useRef(0);
  const fetchingUnread = useRef(false);
  const fetchUnread = useCallback(() => {
    const count = unreadRef.current;
    if (count <= 0 || !targetRef.current.id || fetchingUnread.current) return;
    fetchingUnread.current = true;
    getMessages(api, targetRef.current, { limit: unreadFetchSize(count) })
      .then((answer) => {
        setConversation(answer.conversation);
        setMessages((current) => mergeMessages(current, answer.messages.data));
        unreadRef.current = 0;
        setUnread(0);
        requestUnreadRefresh();
      })
      .catch(() => undefined) // the next poll tries again
      .finally(() => {
        fetchingUnread.current = false;
      });
  }, [api]);

  // The first fetch happens when the window is first shown open (unminimising fetches if not yet fetched).
  useEffect(() => {
    if (!verified || fetched || win.minimized) return;
    void fetchAll();
  }, [verified, fetched, win.minimized, fetchAll]);

  // Unminimising fetches the unread messages, if any.
  useEffect(() => {
    if (!win.minimized && unreadRef.current > 0 && atBottomRef.current()) fetchUnread();
  }, [win.minimized, fetchUnread]);

  // The conversation's own poll, once it exists on the server and has been fetched without error.
  const pollerRef = useRef<ConversationPoller | null>(null);
  const mentionKey = session.blogs.find((b) => b.uuid === win.selfUuid)?.mention_key;
  const ready = fetchState.status === 'ready';
  const hasId = conversation !== null || win.id !== null;
  useEffect(() => {
    if (!verified || !user || !mentionKey || !ready || !hasId) return undefined;
    let last = unreadRef.current;
    const poller = new ConversationPoller({
      intervalMs: pollMs,
      check: async () => {
        const id = targetRef.current.id;
        if (!id) return 'ignored';
        const answer = await pollConversations(api, user.polling_token, mentionKey);
        if (answer.error) return 'ignored';
        const count = answer.unread_messages?.[mentionKey]?.[id] ?? 0;
        const changed = count !== last;
        if (count > last && notifications) {
          // Spec 2 §4: a desktop notification when the tab is hidden or this window is minimised.
          const w = winRef.current;
          desktopNotifier.notify({
            blogName: w.selfName,
            minimized: minimizedRef.current,
            conversation: { id, selfUuid: w.selfUuid, selfName: w.selfName, others: w.others },
          });
        }
        last = count;
        unreadRef.current = count;
        setUnread(count);
        if (count > 0 && !minimizedRef.current && atBottomRef.current()) fetchUnread();
        return changed ? 'changed' : 'unchanged';
      },
    });
    pollerRef.current = poller;
    poller.start();
    return () => {
      poller.stop();
      pollerRef.current = null;
    };
  }, [api, verified, user, mentionKey, ready, hasId, fetchUnread, pollMs, notifications]);

  const queue = useMemo(
    () =>
      new SendQueue({
        send: async (text, image) => {
          const answer = image
            ? await sendPreviewImage(api, targetRef.current, image)
            : await sendText(api, targetRef.current, text);
          adoptId(answer.conversation.id);
          setConversation(answer.conversation);
          const saved = answer.messages.data[0];
          if (!saved) throw new Error('The server saved no message.');
          return saved;
        },
        onSent: (saved, sent) => {
          if (sent.image) releasePreview(sent.image);
          // Spec 2 "messaging-interaction, platform web": each message sent, by its type.
          bus.emit('log:event', {
            event: 'messaging-interaction',
            data: { platform: 'web', action: 'message-sent', type: saved.type, conversation: saved.conversation_id },
          });
          setMessages((current) => mergeMessages(current, [saved]));
        },
        onChange: (items) => setOutgoing(items),
        isVerified: () => verified,
      }),
    [api, bus, adoptId, verified],
  );

  return {
    fetchState,
    conversation,
    messages,
    outgoing,
    unread,
    send: (text, image) => queue.enqueue(text, image),
    retrySend: (key) => queue.retry(key),
    dismissSend: (key) => queue.dismiss(key),
    retryFetch: () => {
      setFetchState((s) => (s.status === 'error' ? { ...s, retrying: true } : s));
      void fetchAll();
    },
    fetchUnread,
    typing: () => pollerRef.current?.typing(),
    atStart,
    older,
    removeMessage: (ts) => setMessages((current) => current.filter((m) => m.ts !== ts)),
    imagesBlurred: (conversation?.is_blurred_images ?? false) && !unblurred,
    unblurImages: () => {
      const id = targetRef.current.id;
      if (unblurred || !id) return;
      setUnblurred(true);
      flagConversation(api, id, win.selfUuid, 'unblur').catch((error: unknown) => {
        // The images stay unblurred here; the server keeps them blurred for the next fetch.
        console.warn('messaging: unblur flag failed', error);
      });
    },
  };
}
