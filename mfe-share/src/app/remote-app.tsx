import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteAppModule, RemoteProps } from '@dash/shared-contracts';
import { ShareHost } from '../features/share-popover/components/share-host';
import { RemoteProvider } from './remote-context';

/** The share application: hosts the share popover opened by `share:open`. */
function App(props: RemoteProps) {
  return (
    <RemoteProvider value={props}>
      <ShareHost />
    </RemoteProvider>
  );
}

const app = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => (
    <p role="alert" className="share-crash-notice">
      Sharing stopped working. Reload the page to try again.
    </p>
  ),
});

export const bootstrap = app.bootstrap;
export const mount = app.mount;
export const unmount = app.unmount;
export const remoteInfo: RemoteAppModule['remoteInfo'] = {
  name: 'share',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
};
