import { createRemoteApp } from '@dash/remote-kit';
import { BlogRoot } from './blog-root';

const remoteApp = createRemoteApp({
  name: 'blog',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
  rootComponent: BlogRoot,
  errorMessage: 'Blog profiles stopped working.',
});

export const { bootstrap, mount, unmount, remoteInfo } = remoteApp;
