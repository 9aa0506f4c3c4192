import { useEffect, useRef, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import { pollUnread } from '../api/poll-unread';
import { countsFromPoll, countsFromSession, sameCounts, type UnreadCounts } from '../state/unread-counts';
import { UnreadPoller } from '../state/unread-poller';
import { useMessageSound } from './use-message-sound';
import { onUnreadRefreshRequest } from '../../conversation/state/unread-refresh';

export interface UnreadPollerHandle {
  counts: UnreadCounts;
  /** Tell the poller whether the inbox popover is open (15 s instead of 60 s, poll at once). */
  setInboxOpen: (open: boolean) => void;
}

/**
 * Runs the unread poller for the widget's lifetime and keeps its counts in sync with the
 * `messaging:unread-changed` fact: our changes are emitted there, and a different value arriving
 * there (another tab polled first, through the shell's cross-window bridge) is adopted.
 * The poller is paused while the document is hidden and polls again when it becomes visible.
 * A rise of the total in one of its own answers plays the new-message chime (useMessageSound).
 */
export function useUnreadPoller(): UnreadPollerHandle {
  const { api, bus, session } = useRemote();
  const user = session.user;
  const [counts, setCounts] = useState<UnreadCounts>(
    () => bus.last('messaging:unread-changed') ?? countsFromSession(session.blogs),
  );
  const pollerRef = useRef<UnreadPoller | null>(null);
  const sound = useMessageSound();

  useEffect(() => {
    if (!user?.is_verified_email) return undefined; // spec 2 §6: only a verified e-mail may poll
    const blogs = session.blogs;
    const poller = new UnreadPoller({
      fetch: () => pollUnread(api, user.polling_token, blogs),
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
    const onVisibility = () => poller.setPaused(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    poller.setPaused(document.visibilityState === 'hidden');
    poller.start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
      stopRefresh();
      poller.stop();
      pollerRef.current = null;
    };
  }, [api, bus, session.blogs, user, sound]);

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
