import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { ApiClient, EnvironmentRegistry, RemoteName, RequestOptions, Session, SlotName, User } from '@dash/shared-contracts';
import { ShellPostCardHost } from '../app/post-card-host';
import { ShellServicesContext } from '../app/shell-services';
import { withCountsChange } from '../platform/session/context-counts';
import type { ShellServices } from '../app/shell-services';
import { createFakeBus } from '@dash/remote-kit/src/testing';
import type { FakeBus } from '@dash/remote-kit/src/testing';
import { makeSession } from './fixtures';

type Responder = (options: RequestOptions<unknown> | undefined) => unknown;
type Method = 'get' | 'post' | 'delete';

export interface FakeApi extends ApiClient {
  /** Registers the answer (or a function producing it, which may throw) for `METHOD path`. */
  on(method: Method, path: string, responder: Responder): void;
  calls: Array<{ method: Method; path: string; options: RequestOptions<unknown> | undefined }>;
}

function createFakeApi(): FakeApi {
  const responders = new Map<string, Responder>();
  const calls: FakeApi['calls'] = [];
  const call = (method: Method) =>
    async function <T>(path: string, options?: RequestOptions<T>): Promise<T> {
      calls.push({ method, path, options: options as RequestOptions<unknown> | undefined });
      const responder = responders.get(`${method} ${path}`);
      if (!responder) throw new Error(`fake api: no answer for ${method.toUpperCase()} ${path}`);
      const value = await responder(options as RequestOptions<unknown> | undefined);
      return (options?.schema ? options.schema.parse(value) : value) as T;
    };
  return {
    calls,
    on(method, path, responder) {
      responders.set(`${method} ${path}`, responder);
    },
    get: call('get'),
    post: call('post'),
    delete: call('delete'),
  };
}

export interface FakeServices extends ShellServices {
  bus: FakeBus;
  api: FakeApi;
  setSession(session: Session): void;
  setCurrentBlog: jest.Mock<Promise<void>, [string]>;
  logout: jest.Mock<Promise<void>, []>;
  replaceUser: jest.Mock<void, [User]>;
  navigations: string[];
  /** The remotes a test's component asked to load ahead of use. */
  demanded: Set<RemoteName>;
}

export const TEST_REGISTRY = {
  environment: 'test',
  allowOverrides: false,
  allowedOverrideOrigins: [],
  remoteTimeoutMs: 8000,
  remotes: {},
} as unknown as EnvironmentRegistry;

export function createFakeServices(options: { session?: Session; path?: string } = {}): FakeServices {
  let session = options.session ?? makeSession();
  const sessionListeners = new Set<() => void>();
  const setSession = (next: Session) => {
    session = next;
    sessionListeners.forEach((l) => l());
  };
  const initial = new URL(options.path ?? '/dashboard', 'http://localhost');
  let location: { pathname: string; search: string; overlayBase: string | null } = {
    pathname: initial.pathname,
    search: initial.search,
    overlayBase: null,
  };
  const routeListeners = new Set<() => void>();
  const navigations: string[] = [];
  const demanded = new Set<RemoteName>();
  const setCurrentBlog = jest.fn(async (name: string) => {
    setSession({ ...session, current_blog: name });
  });
  const logout = jest.fn(async () => {
    setSession({ logged_in: false, user: null, blogs: [], current_blog: null, form_key: 'fk2', flags: {} });
  });

  const bus = createFakeBus();
  // Like the platform's store: the same user only, and the fact for the remotes.
  const replaceUser = jest.fn((user: User) => {
    if (!session.logged_in || session.user?.name !== user.name) return;
    setSession({ ...session, user });
    bus.emit('session:user-changed', { user });
  });

  return {
    bus,
    api: createFakeApi(),
    registry: TEST_REGISTRY,
    setSession,
    setCurrentBlog,
    logout,
    replaceUser,
    navigations,
    demanded,
    session: {
      get: () => session,
      subscribe: (l) => {
        sessionListeners.add(l);
        return () => sessionListeners.delete(l);
      },
      setCurrentBlog,
      logout,
      replace: setSession,
      replaceUser,
      applyCounts: (change) => setSession(withCountsChange(session, change)),
    },
    router: {
      getLocation: () => location,
      subscribe: (l) => {
        routeListeners.add(l);
        return () => routeListeners.delete(l);
      },
      navigate: (url: string, navigateOptions?: { overlay?: boolean }) => {
        navigations.push(url);
        const next = new URL(url, 'http://localhost');
        // Like the platform's router: an overlay's entry keeps the page under it.
        const base = location.overlayBase ?? `${location.pathname}${location.search}`;
        location = { pathname: next.pathname, search: next.search, overlayBase: navigateOptions?.overlay ? base : null };
        routeListeners.forEach((l) => l());
      },
    },
    RemoteSlot: ({ slot, children }: { slot: SlotName; children?: ReactNode }) => (
      <div data-testid={`slot-${slot}`}>{children}</div>
    ),
    remotes: {
      demand: (name) => void demanded.add(name),
      isDemanded: (name) => demanded.has(name),
      ownerListens: () => false,
    },
    RemoteAppHosts: () => <div data-testid="remote-app-hosts" />,
  };
}

export function renderWithServices(ui: ReactNode, services: FakeServices = createFakeServices()) {
  const result = render(
    <ShellServicesContext.Provider value={services}>
      <ShellPostCardHost>{ui}</ShellPostCardHost>
    </ShellServicesContext.Provider>,
  );
  return { ...result, services };
}
