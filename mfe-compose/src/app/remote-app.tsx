import { createRemoteApp } from '@dash/remote-kit';
import { InlineCompose } from '../features/inline-compose';
import { ComposeRoot } from './compose-root';

/**
 * The application is fast compose plus the modal post form (routes); the 'dashboard-compose'
 * widget is the post-type chooser and inline form above the dashboard feed.
 */
const remoteApp = createRemoteApp({
  name: 'compose',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
  rootComponent: ComposeRoot,
  errorMessage: 'Compose stopped working.',
  widgets: {
    'dashboard-compose': { rootComponent: InlineCompose, errorMessage: 'The post form is unavailable right now.' },
  },
});

export const { bootstrap, mount, unmount, remoteInfo, widgets } = remoteApp;
