import type { addErrorHandler, registerApplication, triggerAppChange } from 'single-spa';
import type { RemoteName, RemoteProps } from '@dash/shared-contracts';
import type { SessionStore } from '../../app/shell-services';
import { remoteActive } from './activity';
import type { RemoteDemand } from './remote-demand';
import type { RemoteLoader } from './remote-loader';
import type { RemoteStatusStore } from './remote-status-store';
import { wrapAppLifecycles } from './wrap-lifecycles';

export interface SingleSpaApi {
  registerApplication: typeof registerApplication;
  addErrorHandler: typeof addErrorHandler;
  triggerAppChange: typeof triggerAppChange;
}

export interface RegisterRemoteAppsOptions {
  loader: RemoteLoader;
  statuses: RemoteStatusStore;
  session: SessionStore;
  /** A remote's application is active only once the page needs the remote (remote-demand.ts). */
  demand: RemoteDemand;
  /** Builds the custom props for a remote, read at each lifecycle so the session is current. */
  propsFor: (name: RemoteName) => RemoteProps;
  /** single-spa itself (loaded with the first remote: see single-spa-loader.ts), or a fake. */
  singleSpa: SingleSpaApi;
  log?: (message: string, error?: unknown) => void;
}

/**
 * One single-spa application per remote that has routes, active where its routes and login rule
 * say and once the remote is demanded. A load failure leaves the app in
 * LOAD_ERROR, which single-spa retries on the next navigation (and the loader then really refetches);
 * a contracts refusal takes the app out of the running until the page reloads.
 */
export function registerRemoteApps(options: RegisterRemoteAppsOptions): void {
  const { loader, statuses, session, propsFor, demand } = options;
  const spa = options.singleSpa;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));

  spa.addErrorHandler((error) => log(`[dash remotes] single-spa: ${error.appOrParcelName}: ${error.message}`, error));

  for (const remote of loader.remotes) {
    if (remote.entry.routes.length === 0) continue;
    const { name } = remote;
    spa.registerApplication({
      name,
      app: () => loader.load(name).then((module) => wrapAppLifecycles(name, module, { statuses, log })),
      activeWhen: (location) =>
        demand.isDemanded(name) &&
        statuses.get(name).status !== 'refused' &&
        remoteActive(remote.entry, location.pathname, session.get()),
      customProps: () => ({ ...propsFor(name) }),
    });
  }

  demand.subscribe(() => void spa.triggerAppChange());

  // Login and logout change which remotes are active without a navigation.
  let loggedIn = session.get().logged_in;
  session.subscribe(() => {
    const now = session.get().logged_in;
    if (now === loggedIn) return;
    loggedIn = now;
    void spa.triggerAppChange();
  });
}
