import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Lifecycles, RemoteAppModule, RemoteName, RemoteProps, SlotName } from '@dash/shared-contracts';
import { RemoteProvider } from '../context/remote-context';
import { crashNotice, type CrashNoticeOptions } from './crash-notice';

export interface WidgetOptions {
  /** The widget's root; it is rendered inside a RemoteProvider with the parcel's props. */
  rootComponent: ComponentType;
  errorMessage: string;
  errorClassName?: string;
}

export interface RemoteAppOptions {
  name: RemoteName;
  /**
   * The remote's own build-time constants (`__DASH_REMOTE_VERSION__`, `__DASH_CONTRACTS_MAJOR__`):
   * passed in, never read here, so they describe the remote's build and not the kit's.
   */
  version: string;
  contractsMajor: number;
  /** The application's root; omit it for a remote whose only UI is its widgets. */
  rootComponent?: ComponentType;
  errorMessage: string;
  errorClassName?: string;
  widgets?: Partial<Record<SlotName, WidgetOptions>>;
}

export type RemoteApp = Required<Pick<RemoteAppModule, 'bootstrap' | 'mount' | 'unmount' | 'remoteInfo' | 'widgets'>>;

function Nothing() {
  return null;
}

function lifecyclesFor(Root: ComponentType, notice: CrashNoticeOptions, variant: 'app' | 'widget'): Lifecycles {
  function WithProps(props: RemoteProps) {
    return (
      <RemoteProvider value={props}>
        <Root />
      </RemoteProvider>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: WithProps,
    errorBoundary: crashNotice(notice, variant),
  });
  // single-spa-react types its lifecycles with single-spa's own props (name, singleSpa,
  // mountParcel) on top of ours; the shell passes both, so the contract's looser type holds.
  return lifecycles as unknown as Lifecycles;
}

/**
 * Everything a remote's `./app` module exports, made with single-spa-react and react-dom/client,
 * each tree wrapped in a RemoteProvider and an error boundary.
 */
export function createRemoteApp(options: RemoteAppOptions): RemoteApp {
  const app = lifecyclesFor(
    options.rootComponent ?? Nothing,
    { message: options.errorMessage, className: options.errorClassName },
    'app',
  );
  const widgets: Partial<Record<SlotName, Lifecycles>> = {};
  for (const [slot, widget] of Object.entries(options.widgets ?? {}) as Array<[SlotName, WidgetOptions]>) {
    widgets[slot] = lifecyclesFor(
      widget.rootComponent,
      { message: widget.errorMessage, className: widget.errorClassName },
      'widget',
    );
  }
  return {
    bootstrap: app.bootstrap,
    mount: app.mount,
    unmount: app.unmount,
    remoteInfo: { name: options.name, version: options.version, contractsMajor: options.contractsMajor },
    widgets,
  };
}
