import { createRemoteApp } from '@dash/remote-kit';
import { ConversationWindows } from '../features/conversation';
import { HeaderInbox } from '../features/header-inbox';

/**
 * The messaging application renders the conversation windows; the header-inbox widget (another
 * React root) opens them through the remote's window store (features/conversation/state/window-store.ts).
 */
const remoteApp = createRemoteApp({
  name: 'messaging',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
  rootComponent: ConversationWindows,
  errorMessage: 'Messaging stopped working.',
  widgets: { 'header-inbox': { rootComponent: HeaderInbox, errorMessage: 'Messages unavailable' } },
});

export const { bootstrap, mount, unmount, remoteInfo, widgets } = remoteApp;
