import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Lifecycles, RemoteAppModule, RemoteProps } from '@dash/shared-contracts';
import { HeaderActivity } from '../features/header-activity/components/header-activity';
import { RemoteProvider } from './remote-context';

/** The activity application renders nothing yet: its UI is the header-activity widget. */
function App() {
  return null;
}

function ActivityWidgetRoot(props: RemoteProps) {
  return (
    <RemoteProvider value={props}>
      <HeaderActivity />
    </RemoteProvider>
  );
}

function notice(text: string) {
  return function ErrorNotice() {
    return (
      <span role="alert" style={{ color: '#fff', fontSize: 12, opacity: 0.8 }}>
        {text}
      </span>
    );
  };
}

const app = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: notice('Activity stopped working.'),
});
const activityWidget = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: ActivityWidgetRoot,
  errorBoundary: notice('Activity unavailable'),
});

// single-spa-react types its lifecycles with single-spa's own props on top of ours; the shell
// passes both, so the contract's looser type holds.
function asLifecycles(lifecycles: typeof app): Lifecycles {
  return lifecycles as unknown as Lifecycles;
}

export const bootstrap = app.bootstrap;
export const mount = app.mount;
export const unmount = app.unmount;
export const widgets: RemoteAppModule['widgets'] = { 'header-activity': asLifecycles(activityWidget) };
export const remoteInfo: RemoteAppModule['remoteInfo'] = {
  name: 'activity',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
};
