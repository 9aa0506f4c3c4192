import { createRemoteApp } from '@dash/remote-kit';
import { HeaderInbox } from '../features/header-inbox/components/header-inbox';

/**
 * The messaging application itself renders nothing yet: its UI is the header-inbox widget.
 * Conversation windows (a later issue) will be rendered by this application.
 */
const remoteApp = createRemoteApp({
  name: 'messaging',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
  errorMessage: 'Messaging stopped working.',
  widgets: { 'header-inbox': { rootComponent: HeaderInbox, errorMessage: 'Messages unavailable' } },
});

export const { bootstrap, mount, unmount, remoteInfo, widgets } = remoteApp;
