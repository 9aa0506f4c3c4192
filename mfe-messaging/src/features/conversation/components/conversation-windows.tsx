import { Suspense, lazy, useRef, useSyncExternalStore } from 'react';
import { useRemote } from '@dash/remote-kit';
import { useConversationRoutes } from '../hooks/use-conversation-routes';
import { useOpenCommand } from '../hooks/use-open-command';
import { useWindowPersistence } from '../hooks/use-window-persistence';
import { useWindowPolicy } from '../hooks/use-window-policy';
import { moveFocusAcrossWindows } from '../state/dock-focus';
import { windowStore } from '../state/window-store';

// The panel and everything under it (messages, compose, photos, safety, icebreakers) are a chunk of
// their own, fetched when the first window opens: the remote loads at idle for the header's inbox
// button (issue 8), and most pages never open a conversation.
const ConversationPanel = lazy(() =>
  import(/* webpackChunkName: "conversation-panel" */ './conversation-panel').then((module) => ({
    default: module.ConversationPanel,
  })),
);
import '../../inbox/components/inbox.css';
import './conversation.css';

/** The messaging application's root: the conversation windows, docked bottom right. */
export function ConversationWindows() {
  const { session } = useRemote();
  if (!session.user?.can_message) return null;
  return <Windows />;
}

function Windows() {
  useWindowPolicy();
  useConversationRoutes();
  useOpenCommand();
  useWindowPersistence();
  const dockRef = useRef<HTMLDivElement>(null);
  const windows = useSyncExternalStore(windowStore.subscribe, windowStore.getWindows, windowStore.getWindows);
  if (windows.length === 0) return null;
  // One parent for open and minimised windows: (un)minimising keeps each window's state. Newest first,
  // so the document order (Tab) is the visual order, left to right.
  return (
    <div
      ref={dockRef}
      className="msg-dock"
      aria-label="Conversations"
      onKeyDown={(event) => moveFocusAcrossWindows(event, dockRef.current)}
    >
      <Suspense fallback={null}>
        {[...windows].reverse().map((w) => (
          <ConversationPanel key={w.key} win={w} />
        ))}
      </Suspense>
    </div>
  );
}
