import { useRef, useSyncExternalStore } from 'react';
import { useRemote } from '@dash/remote-kit';
import { useConversationRoutes } from '../hooks/use-conversation-routes';
import { useWindowPersistence } from '../hooks/use-window-persistence';
import { moveFocusAcrossWindows } from '../state/dock-focus';
import { windowStore } from '../state/window-store';
import { ConversationPanel } from './conversation-panel';
import '../../inbox/components/inbox.css';
import './conversation.css';

/** The messaging application's root: the conversation windows, docked bottom right. */
export function ConversationWindows() {
  const { session } = useRemote();
  if (!session.user?.can_message) return null;
  return <Windows />;
}

function Windows() {
  useConversationRoutes();
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
      {[...windows].reverse().map((w) => (
        <ConversationPanel key={w.key} win={w} />
      ))}
    </div>
  );
}
