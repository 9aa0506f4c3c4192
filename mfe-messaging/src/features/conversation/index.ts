// The conversation feature's public face for the other features and the app. The panel itself is a
// lazy chunk (components/conversation-windows.tsx): nothing here imports it.
export { ConversationWindows } from './components/conversation-windows';
export { MessagingTutorial } from './components/messaging-tutorial';
export { desktopNotifier } from './state/desktop-notifications';
export { onUnreadRefreshRequest, requestUnreadRefresh } from './state/unread-refresh';
export { windowStore, type ConversationWindow, type OpenRequest } from './state/window-store';
