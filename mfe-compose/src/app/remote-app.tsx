import { createRemoteApp } from '@dash/remote-kit';
import { ComposeRoot } from './compose-root';

const remoteApp = createRemoteApp({
  name: 'compose',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
  rootComponent: ComposeRoot,
  errorMessage: 'Compose stopped working.',
});

export const { bootstrap, mount, unmount, remoteInfo } = remoteApp;
