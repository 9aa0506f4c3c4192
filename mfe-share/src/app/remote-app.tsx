import { createRemoteApp } from '@dash/remote-kit';
import { ShareHost } from './share-host';

/** The share application: hosts the share popover opened by `share:open`. */
const remoteApp = createRemoteApp({
  name: 'share',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
  rootComponent: ShareHost,
  errorMessage: 'Sharing stopped working. Reload the page to try again.',
});

export const { bootstrap, mount, unmount, remoteInfo } = remoteApp;
