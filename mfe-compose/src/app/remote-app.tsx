import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteAppModule, RemoteProps } from '@dash/shared-contracts';
import { ComposeRoot } from './compose-root';
import { RemoteProvider } from './remote-context';
import './remote-app.css';

function App(props: RemoteProps) {
  return (
    <RemoteProvider value={props}>
      <ComposeRoot />
    </RemoteProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => (
    <p role="alert" className="compose-crashed">
      Compose stopped working.
    </p>
  ),
});

export const bootstrap = lifecycles.bootstrap;
export const mount = lifecycles.mount;
export const unmount = lifecycles.unmount;
export const remoteInfo: RemoteAppModule['remoteInfo'] = {
  name: 'compose',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
};
