export { useUnreadPoller, type UnreadPollerHandle } from './hooks/use-unread-poller';
