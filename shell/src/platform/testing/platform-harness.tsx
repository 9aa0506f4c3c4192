import type { ReactNode } from 'react';
import type { RemoteAppModule } from '@dash/shared-contracts';
import type { ShellServices } from '../../app/shell-services';
import { ShellServicesContext } from '../../app/shell-services';
import { createBus } from '@dash/remote-kit/src/bus';
import { createRemoteLoader } from '../remotes/remote-loader';
import type { FederationRuntime } from '../remotes/remote-loader';
import { createRemoteStatusStore } from '../remotes/remote-status-store';
import { resolveRemotes } from '../remotes/resolve-remotes';
import { createRouter } from '../router/router';
import { createSessionStore } from '../session/session-store';
import { fakeApi, loggedInSession, registry } from './fixtures';

/** Real platform pieces over a fake federation runtime, for component tests. */
export function platformHarness(loadRemote: (id: string) => Promise<RemoteAppModule | null>, reg = registry()) {
  const bus = createBus();
  const api = fakeApi();
  const router = createRouter({ bus });
  const session = createSessionStore({ initial: loggedInSession(), api, bus, navigate: router.navigate });
  const statuses = createRemoteStatusStore(bus);
  const federation = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(loadRemote) as unknown as FederationRuntime['loadRemote'] & jest.Mock,
  };
  const { remotes } = resolveRemotes({ registry: reg, stored: {}, params: [], pageUrl: 'http://localhost/' });
  const loader = createRemoteLoader({ remotes, federation, statuses, timeoutMs: 200, contractsMajor: 1, log: jest.fn() });
  const services = { bus, api, session, router, registry: reg } as unknown as ShellServices;
  const wrap = (children: ReactNode) => (
    <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>
  );
  return { bus, api, router, session, statuses, federation, loader, remotes, services, wrap };
}
