import { useEffect, useRef, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import type { PollResponse } from '@dash/shared-contracts';
import { useMessagingSettings } from '../../../lib/server-data';
import { desktopNotifier, onUnreadRefreshRequest, windowStore } from '../../conversation';
import { pollUnread } from '../api/poll-unread';
import { risenConversations } from '../state/risen-conversations';
import { countsFromPoll, countsFromSession, sameCounts, type UnreadCounts } from '../state/unread-counts';
import { UnreadPoller } from '../state/unread-poller';
import { useMessageSound } from './use-message-sound';

export interface UnreadPollerHandle {
  counts: UnreadCounts;
  /** Tell the poller whether the inbox popover is open (15 s instead of 60 s, poll at once). */
  setInboxOpen: (open: boolean) => void;
}

/**
 * Runs the unread poller for the widget's lifetime and keeps its counts in sync with the
 * `messaging:unread-changed` fact: our changes are emitted there, and a different value arriving
 * there (another tab polled first, through the shell's cross-window bridge) is adopted.
 * The poller is paused while the document is hidden and polls again when it becomes visible, unless
 * desktop notifications are on and allowed: then it goes on, and a conversation whose count rises
 * without an open window notifies "New message for {blog}" (windows' own polls notify for theirs).
 * A rise of the total in one of its own answers plays the new-message chime (useMessageSound).
 */
export function useUnreadPoller(): UnreadPollerHandle {
  const { api, bus, session } = useRemote();
  const user = session.user;
  const [counts, setCounts] = useState<UnreadCounts>(
    () => bus.last('messaging:unread-changed') ?? countsFromSession(session.blogs),
  );
  const pollerRef = useRef<UnreadPoller | null>(null);
  const { inbox_poll_ms: inboxMs, features } = useMessagingSettings();
  const notifications = features.desktop_notifications;
  const sound = useMessageSound();

  useEffect(() => {
    if (!user?.is_verified_email) return undefined; // spec 2 §6: only a verified e-mail may poll
    const blogs = session.blogs;
    let lastAnswer: PollResponse | null = null;
    const notifyRisen = (answer: PollResponse) => {
      const risen = notifications ? risenConversations(lastAnswer, answer, blogs) : [];
      if (!answer.error) lastAnswer = answer;
      for (const { conversationId, blog } of risen) {
        if (windowStore.getWindows().some((w) => w.id === conversationId)) continue;
        desktopNotifier.notify({
          blogName: blog.name,
          minimized: false,
          conversation: { id: conversationId, selfUuid: blog.uuid, selfName: blog.name, others: [] },
        });
      }
    };
    const poller = new UnreadPoller({
      inboxIntervalMs: inboxMs,
      fetch: async () => {
        const answer = await pollUnread(api, user.polling_token, blogs);
        notifyRisen(answer);
        return answer;
      },
      toCounts: (response) => countsFromPoll(response, blogs),
      onChange: (next, change) => {
        setCounts(next);
        bus.emit('messaging:unread-changed', next);
        // Only this tab's own poll answers chime: counts adopted from another tab below never do.
        sound.onPollChange(change.previous.total, next.total, change.firstAnswer);
      },
      initialCounts: bus.last('messaging:unread-changed') ?? countsFromSession(blogs),
    });
    pollerRef.current = poller;
    const unsubscribe = bus.on('messaging:unread-changed', (payload) => {
      const incoming = { total: payload.total, byBlog: payload.byBlog };
      if (sameCounts(incoming, poller.currentCounts)) return;
      poller.adopt(incoming);
      setCounts(incoming);
    });
    // A conversation fetch marked it read on the server: poll now so the badges drop.
    const stopRefresh = onUnreadRefreshRequest(() => void poller.poll());
    const notifyWhileHidden = () => notifications && typeof Notification !== 'undefined' && Notification.permission === 'granted';
    const onVisibility = () => poller.setPaused(document.visibilityState === 'hidden' && !notifyWhileHidden());
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    poller.start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
      stopRefresh();
      poller.stop();
      pollerRef.current = null;
    };
  }, [api, bus, session.blogs, user, inboxMs, notifications, sound]);

  useEffect(() => {
    if (user?.is_verified_email) return undefined;
    // Without polling, other tabs' counts (or the bootstrap ones) are all we can show.
    return bus.on('messaging:unread-changed', (payload) => setCounts({ total: payload.total, byBlog: payload.byBlog }));
  }, [bus, user]);

  return {
    counts,
    setInboxOpen: (open) => pollerRef.current?.setInboxOpen(open),
  };
}
