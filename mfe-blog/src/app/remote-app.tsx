import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteAppModule, RemoteProps } from '@dash/shared-contracts';
import { BlogRoot } from './blog-root';
import { RemoteProvider } from './remote-context';

function App(props: RemoteProps) {
  return (
    <RemoteProvider value={props}>
      <BlogRoot />
    </RemoteProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => (
    <p role="alert" style={{ margin: 8, color: '#b3200e', font: '14px system-ui, sans-serif' }}>
      Blog profiles stopped working.
    </p>
  ),
});

export const bootstrap = lifecycles.bootstrap;
export const mount = lifecycles.mount;
export const unmount = lifecycles.unmount;
export const remoteInfo: RemoteAppModule['remoteInfo'] = {
  name: 'blog',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
};
