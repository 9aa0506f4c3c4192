import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Lifecycles, RemoteAppModule, RemoteProps } from '@dash/shared-contracts';
import { HeaderInbox } from '../features/header-inbox/components/header-inbox';
import { RemoteProvider } from './remote-context';
import './remote-app.css';

/**
 * The messaging application itself renders nothing yet: its UI is the header-inbox widget.
 * Conversation windows (a later issue) will be rendered by this application.
 */
function App() {
  return null;
}

function InboxWidgetRoot(props: RemoteProps) {
  return (
    <RemoteProvider value={props}>
      <HeaderInbox />
    </RemoteProvider>
  );
}

function notice(text: string) {
  return function ErrorNotice() {
    return (
      <span role="alert" className="msg-crash-notice">
        {text}
      </span>
    );
  };
}

const app = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: notice('Messaging stopped working.'),
});

const inboxWidget = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: InboxWidgetRoot,
  errorBoundary: notice('Messages unavailable'),
});

// single-spa-react types its lifecycles with single-spa's own props (name, singleSpa,
// mountParcel) on top of ours; the shell passes both, so the contract's looser type holds.
function asLifecycles(lifecycles: typeof app): Lifecycles {
  return lifecycles as unknown as Lifecycles;
}

export const bootstrap = app.bootstrap;
export const mount = app.mount;
export const unmount = app.unmount;
export const widgets: RemoteAppModule['widgets'] = { 'header-inbox': asLifecycles(inboxWidget) };
export const remoteInfo: RemoteAppModule['remoteInfo'] = {
  name: 'messaging',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
};
