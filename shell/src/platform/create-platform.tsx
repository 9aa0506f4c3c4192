import type { ComponentType } from 'react';
import { REMOTE_NAMES, remotesDrawing } from '@dash/shared-contracts/core';
import type { Bootstrap, RemoteName, RemoteProps } from '@dash/shared-contracts';
import type { ShellServices } from '../app/shell-services';
import { loadSchemas } from '../lib/contract-schemas';
import { safeRedirect } from '../app/routes';
import { createApiClient } from './api/create-api-client';
import { createBus } from '@dash/remote-kit/src/bus';
import { createLogCollector } from './logger';
import { remoteActive } from './remotes/activity';
import { createMountElements } from './remotes/mount-elements';
import { planOverrides } from './remotes/override-plan';
import type { Overrides } from './remotes/override-rules';
import {
  overrideParams,
  readStoredOverrides,
  safeLocalStorage,
  withoutOverrideParams,
  writeStoredOverrides,
} from './remotes/override-storage';
import { whenIdle } from './remotes/preload';
import { registerRemoteApps } from './remotes/register-remote-apps';
import { createRemoteAppHosts } from './remotes/remote-app-hosts';
import { createRemoteDemand } from './remotes/remote-demand';
import { REMOTE_ERROR_CODES } from './remotes/remote-errors';
import { createRemoteLoader } from './remotes/remote-loader';
import type { FederationRuntime } from './remotes/remote-loader';
import { createRemoteSlot } from './remotes/remote-slot';
import { createRemoteStatusStore } from './remotes/remote-status-store';
import type { PlatformOverlayProps } from './remotes/platform-overlay';
import { overrideRefusalNotice, resolveRemotes } from './remotes/resolve-remotes';
import type { ResolvedRemote } from './remotes/resolve-remotes';
import { loadSingleSpa } from './remotes/single-spa-loader';
import { createRouter } from './router/router';
import { createSessionStore } from './session/session-store';
import type { PlatformSessionStore } from './session/session-store';

export interface Platform {
  services: ShellServices;
  /**
   * Platform UI rendered beside the app (override notices and, where allowed, the banner and the
   * Remotes panel), loaded as its own chunk; null when there is nothing to show.
   */
  loadOverlay(): Promise<ComponentType> | null;
  /**
   * Call once the page is hydrated: from then on the tabs are kept in step, and single-spa and a
   * remote load when the page needs the remote (the header widgets' remotes once the browser is
   * idle, the others on first use). A remote demanded earlier (a tap on a look-alike) loads then.
   */
  start(): void;
}

export interface PlatformDeps {
  federation: FederationRuntime;
  win?: Window;
}

/** The pages a signed-in tab has no use for: a sign-in in another tab moves them on. */
const ACCOUNT_FORM_PATHS = ['/login', '/register'];

/**
 * Creates the shell's platform from the bootstrap the server inlined: bus, API client, router,
 * session, cross-window channel, and the remote registry (with this browser's overrides) wired to
 * the federation runtime and single-spa. Nothing remote is fetched until `start()`, and then only
 * what the page needs (remotes/remote-demand.ts).
 */
export function createPlatform(bootstrap: Bootstrap, deps: PlatformDeps): Platform {
  const win = deps.win ?? window;
  const { registry } = bootstrap;
  const contractsMajor = __DASH_CONTRACTS_MAJOR__;

  const demand = createRemoteDemand();
  // A command owned by a remote (compose:open, share:open, blog:follow…) loads its owner.
  const bus = createBus({ onOwnedCommand: (owner) => demand.demand(owner) });
  // Every `log:event` from now on is kept for the logger (loaded once the page is idle, in start()).
  const logCollector = createLogCollector(bus, win);
  // The API reads the form key from the session store created just below (it changes at login/logout).
  const formKey = { read: () => bootstrap.session.form_key };
  const api = createApiClient({ getFormKey: () => formKey.read() });
  const router = createRouter({ bus, win });
  const session: PlatformSessionStore = createSessionStore({ initial: bootstrap.session, api, bus, navigate: router.navigate });
  formKey.read = () => session.get().form_key;
  const storage = safeLocalStorage();
  // A link's overrides only run once the person confirms them in the banner (override-plan.ts).
  const plan = planOverrides({
    registry,
    stored: readStoredOverrides(storage),
    params: overrideParams(win.location.search),
    pageUrl: win.location.href,
  });
  const resolved = resolveRemotes({ registry, stored: plan.active, params: [], pageUrl: win.location.href });
  writeStoredOverrides(storage, resolved.overrides);
  for (const refusal of plan.refusals) {
    console.warn(`[dash remotes] [${REMOTE_ERROR_CODES.overrideRefused}] ${overrideRefusalNotice(refusal)}`);
    bus.emit('remote:status', {
      remote: refusal.remote,
      status: 'refused',
      code: REMOTE_ERROR_CODES.overrideRefused,
      message: refusal.reason,
    });
  }
  const notices = [
    ...plan.refusals.map(overrideRefusalNotice),
    ...plan.invalid.map(({ raw, reason }) => `Override "${raw}" ignored: ${reason}`),
  ];

  const statuses = createRemoteStatusStore(bus);
  const loader = createRemoteLoader({
    remotes: resolved.remotes,
    federation: deps.federation,
    statuses,
    timeoutMs: registry.remoteTimeoutMs,
    contractsMajor,
  });
  loader.register();

  const mountElements = createMountElements(win.document);
  const propsFor = (name: RemoteName, domElement: HTMLElement): RemoteProps => {
    const current = session.get();
    return {
      name,
      bus: bus.forRemote(name),
      api,
      session: current,
      flags: current.flags,
      domElement,
      loadWidget: loader.loadWidget,
      navigate: router.navigate,
    };
  };

  const applyOverrides = (next: Overrides) => {
    writeStoredOverrides(storage, next);
    win.location.assign(withoutOverrideParams(win.location.href));
  };
  // Dismissed: the link's overrides are dropped, and the address no longer carries them.
  const dismissProposal = () => win.history.replaceState(win.history.state, '', withoutOverrideParams(win.location.href));

  const services: ShellServices = {
    bus,
    api,
    session,
    router,
    registry,
    RemoteSlot: createRemoteSlot({ loader, statuses, propsFor, contractsMajor, demand }),
    remotes: {
      demand: (name) => demand.demand(name),
      isDemanded: (name) => demand.isDemanded(name),
      ownerListens: (topic) => bus.ownerListens(topic),
    },
    RemoteAppHosts: createRemoteAppHosts({ remotes: resolved.remotes, statuses, mountElements, contractsMajor }),
  };

  const loadOverlay = (): Promise<ComponentType> | null => {
    if (notices.length === 0 && !registry.allowOverrides) return null;
    return import(/* webpackChunkName: "platform-overlay" */ './remotes/platform-overlay').then(({ PlatformOverlay }) => {
      const props: PlatformOverlayProps = {
        notices,
        allowOverrides: registry.allowOverrides,
        banner: {
          changes: plan.changes,
          active: resolved.overrides,
          onApply: () => applyOverrides(plan.proposed ?? resolved.overrides),
          onResetAll: () => applyOverrides({}),
          onDismiss: dismissProposal,
        },
        panel: { remotes: resolved.remotes, statuses, overrides: resolved.overrides, applyOverrides },
      };
      return function Overlay() {
        return <PlatformOverlay {...props} />;
      };
    });
  };

  let started = false;
  let spaStarted: Promise<void> | null = null;
  // single-spa comes with the first remote the page needs, not before.
  const startSingleSpa = () => {
    spaStarted ??= loadSingleSpa().then(
      (spa) => {
        registerRemoteApps({
          loader,
          statuses,
          session,
          demand,
          singleSpa: spa,
          propsFor: (name) => propsFor(name, mountElements.get(name)),
        });
        spa.start({ urlRerouteOnly: true });
      },
      (error: unknown) => {
        spaStarted = null;
        console.error('[dash remotes] single-spa could not be loaded', error);
      },
    );
  };
  // The header's widgets are on every page: their remotes load once the browser is idle, one per
  // idle period, so no long task stands between the page and a tap.
  const headerRemotes = () =>
    resolved.remotes.filter(
      (remote) =>
        remote.entry.slots.some((slot) => slot.startsWith('header-')) &&
        remoteActive(remote.entry, router.getLocation().pathname, session.get()),
    );
  const demandOnIdle = (queue: ResolvedRemote[]) => {
    const next = queue.shift();
    if (!next) return;
    whenIdle(() => {
      demand.demand(next.name);
      demandOnIdle(queue);
    }, win);
  };

  return {
    services,
    loadOverlay,
    start() {
      if (started) return;
      started = true;
      // Tabs are kept in step from here on (a new tab asks the others for the current state).
      import(/* webpackChunkName: "window-channel" */ './window-channel/window-channel').then(
        ({ startWindowChannel }) =>
          startWindowChannel({
            bus,
            effects: {
              onLoggedOutElsewhere: () => void session.handleLoggedOutElsewhere(),
              // Signed in elsewhere: a tab on the login or sign-up form goes where that form would have.
              onLoggedInElsewhere: (user) =>
                void session.handleLoggedInElsewhere(user).then((signedIn) => {
                  const { pathname, search } = router.getLocation();
                  if (signedIn && ACCOUNT_FORM_PATHS.includes(pathname)) router.navigate(safeRedirect(search));
                }),
              onCurrentBlogElsewhere: (name) => session.applyCurrentBlogFromElsewhere(name),
            },
          }),
        (error: unknown) => console.error('[dash window-channel] could not be loaded', error),
      );
      if (REMOTE_NAMES.some((name) => demand.isDemanded(name))) startSingleSpa();
      demand.subscribe(startSingleSpa);
      // An address a remote draws (the post form, a blog overlay) loads it at once, now or later.
      const demandDrawing = () => remotesDrawing(router.getLocation().pathname).forEach((name) => demand.demand(name));
      demandDrawing();
      router.subscribe(demandDrawing);
      demandOnIdle(headerRemotes());
      // The logger (its own chunk) takes over the collected events and flushes every 15 s and on page hide.
      whenIdle(
        () =>
          void import(/* webpackChunkName: "logger" */ './logger/logger').then(
            ({ startLogger }) =>
              startLogger({
                win,
                collector: logCollector,
                formKey: () => session.get().form_key,
                remotes: resolved.remotes.map((r) => `${r.name}@${r.expectedVersion ?? r.source}`).join(' '),
              }),
            (error: unknown) => console.error('[dash logger] could not be loaded', error),
          ),
        win,
      );
      // The answer schemas (and zod) are not needed before the page is interactive, but the next
      // feed page and every post action check their answer with them: fetched once the page is idle.
      whenIdle(() => void loadSchemas().catch(() => undefined), win);
    },
  };
}
