import type { RemoteAppModule, RemoteProps } from '@dash/shared-contracts';
import { createBus } from '@dash/remote-kit/src/bus';
import { createSessionStore } from '../session/session-store';
import { fakeApi, registry, visitorSession } from '../testing/fixtures';
import { loggedInSession } from '../testing/fixtures';
import { registerRemoteApps } from './register-remote-apps';
import { createRemoteDemand } from './remote-demand';
import type { SingleSpaApi } from './register-remote-apps';
import { createRemoteLoader } from './remote-loader';
import { createRemoteStatusStore } from './remote-status-store';
import { resolveRemotes } from './resolve-remotes';

type Config = { name: string; app: () => Promise<unknown>; activeWhen: (l: Location) => boolean; customProps: () => RemoteProps };

function setup(initial = loggedInSession()) {
  const bus = createBus();
  const statuses = createRemoteStatusStore(bus);
  const reg = registry();
  reg.remotes.share = { ...reg.remotes.share, routes: [] };
  reg.remotes.blog = { ...reg.remotes.blog, routes: ['/blog'], requiresLogin: false };
  const { remotes } = resolveRemotes({ registry: reg, stored: {}, params: [], pageUrl: 'http://localhost/' });
  const module: RemoteAppModule = {
    bootstrap: async () => undefined,
    mount: jest.fn(async () => undefined),
    unmount: async () => undefined,
    remoteInfo: { name: 'compose', version: '1.0.0', contractsMajor: 1 },
  };
  const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => module as never) };
  const loader = createRemoteLoader({ remotes, federation, statuses, timeoutMs: 100, contractsMajor: 1, log: jest.fn() });
  const session = createSessionStore({ initial, api: fakeApi(), bus, navigate: jest.fn() });
  const configs: Config[] = [];
  const spa = {
    registerApplication: jest.fn((config: Config) => configs.push(config)),
    addErrorHandler: jest.fn(),
    triggerAppChange: jest.fn(async () => undefined),
  } as unknown as SingleSpaApi;
  const propsFor = jest.fn((name: string) => ({ name }) as unknown as RemoteProps);
  const demand = createRemoteDemand();
  for (const name of ['compose', 'messaging', 'blog', 'share', 'activity'] as const) demand.demand(name);
  registerRemoteApps({ loader, statuses, session, propsFor, demand, singleSpa: spa, log: jest.fn() });
  const at = (pathname: string) => ({ pathname }) as Location;
  return { configs, spa, session, at, module, propsFor, statuses };
}

describe('registerRemoteApps', () => {
  it('registers one application per remote with routes', () => {
    const { configs } = setup();
    expect(configs.map((c) => c.name)).toEqual(['compose', 'messaging', 'blog', 'activity']);
  });

  it('activates by route and login', () => {
    const { configs, at } = setup(visitorSession());
    const compose = configs.find((c) => c.name === 'compose')!;
    const blog = configs.find((c) => c.name === 'blog')!;
    expect(compose.activeWhen(at('/dashboard'))).toBe(false);
    expect(blog.activeWhen(at('/blog/cats'))).toBe(true);
    expect(blog.activeWhen(at('/dashboard'))).toBe(false);
  });

  it('loads wrapped lifecycles and gives fresh custom props', async () => {
    const { configs, module, propsFor } = setup();
    const compose = configs.find((c) => c.name === 'compose')!;
    const app = (await compose.app()) as { mount: (p: object) => Promise<unknown> };
    await app.mount({ name: 'compose' });
    expect(module.mount).toHaveBeenCalled();
    expect(compose.customProps()).toEqual({ name: 'compose' });
    expect(propsFor).toHaveBeenCalledWith('compose');
  });

  it('deactivates a refused remote', () => {
    const { configs, at, statuses } = setup();
    statuses.set('compose', { status: 'refused', code: 'DASH-REMOTE-003' });
    expect(configs.find((c) => c.name === 'compose')!.activeWhen(at('/dashboard'))).toBe(false);
  });

  it('asks single-spa to re-check when the user logs in or out', () => {
    const { spa, session } = setup(visitorSession());
    session.replace(loggedInSession());
    expect(spa.triggerAppChange).toHaveBeenCalledTimes(1);
    session.replace(loggedInSession({ current_blog: 'green' }));
    expect(spa.triggerAppChange).toHaveBeenCalledTimes(1);
  });

  it('activates a remote only once the page needs it, and re-evaluates on each new demand', () => {
    const bus = createBus();
    const statuses = createRemoteStatusStore(bus);
    const { remotes } = resolveRemotes({ registry: registry(), stored: {}, params: [], pageUrl: 'http://localhost/' });
    const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    const loader = createRemoteLoader({ remotes, federation, statuses, timeoutMs: 100, contractsMajor: 1, log: jest.fn() });
    const session = createSessionStore({ initial: loggedInSession(), api: fakeApi(), bus, navigate: jest.fn() });
    const configs: Config[] = [];
    const spa = {
      registerApplication: jest.fn((config: Config) => configs.push(config)),
      addErrorHandler: jest.fn(),
      triggerAppChange: jest.fn(async () => undefined),
    } as unknown as SingleSpaApi;
    const demand = createRemoteDemand();
    registerRemoteApps({ loader, statuses, session, demand, singleSpa: spa, propsFor: jest.fn(), log: jest.fn() });
    const share = configs.find((c) => c.name === 'share')!;
    const at = { pathname: '/dashboard' } as Location;
    expect(share.activeWhen(at)).toBe(false);
    demand.demand('share');
    expect(share.activeWhen(at)).toBe(true);
    expect(spa.triggerAppChange).toHaveBeenCalledTimes(1);
    demand.demand('share');
    expect(spa.triggerAppChange).toHaveBeenCalledTimes(1);
  });
});
