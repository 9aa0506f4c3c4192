import type { RemoteAppModule } from '@dash/shared-contracts';
import { createBus } from '@dash/remote-kit/src/bus';
import { registry } from '../testing/fixtures';
import { createRemoteLoader } from './remote-loader';
import type { FederationRuntime } from './remote-loader';
import { createRemoteStatusStore } from './remote-status-store';
import { resolveRemotes } from './resolve-remotes';

function appModule(extra: Partial<RemoteAppModule> = {}): RemoteAppModule {
  return {
    bootstrap: async () => undefined,
    mount: async () => undefined,
    unmount: async () => undefined,
    remoteInfo: { name: 'compose', version: '1.3.0', contractsMajor: 1 },
    ...extra,
  };
}

function setup(loadRemote: FederationRuntime['loadRemote'], reg = registry()) {
  const bus = createBus();
  const events: unknown[] = [];
  bus.on('remote:status', (e) => events.push(e));
  const statuses = createRemoteStatusStore(bus);
  const federation = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(loadRemote) as unknown as FederationRuntime['loadRemote'] & jest.Mock,
  };
  const { remotes } = resolveRemotes({ registry: reg, stored: {}, params: [], pageUrl: 'http://localhost:8080/' });
  const log = jest.fn();
  const loader = createRemoteLoader({ remotes, federation, statuses, timeoutMs: 50, contractsMajor: 1, log });
  return { loader, federation, statuses, events, log };
}

describe('createRemoteLoader', () => {
  it('registers every remote by manifest URL without loading anything', () => {
    const { loader, federation } = setup(async () => null);
    loader.register();
    expect(federation.registerRemotes).toHaveBeenCalledWith([
      { name: 'compose', entry: 'http://localhost:8080/mfe/compose/1.0.0/mf-manifest.json' },
      { name: 'messaging', entry: 'http://localhost:8080/mfe/messaging/1.0.0/mf-manifest.json' },
      { name: 'blog', entry: 'http://localhost:8080/mfe/blog/1.0.0/mf-manifest.json' },
      { name: 'share', entry: 'http://localhost:8080/mfe/share/1.0.0/mf-manifest.json' },
      { name: 'activity', entry: 'http://localhost:8080/mfe/activity/1.0.0/mf-manifest.json' },
    ]);
    expect(federation.loadRemote).not.toHaveBeenCalled();
  });

  it('loads <name>/app once, reports the version and emits remote:status', async () => {
    const module = appModule();
    const { loader, federation, statuses, events } = setup(async () => module as never);
    const [a, b] = await Promise.all([loader.load('compose'), loader.load('compose')]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    await loader.load('compose');
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    expect(federation.loadRemote).toHaveBeenCalledWith('compose/app');
    expect(statuses.get('compose')).toMatchObject({ status: 'loaded', version: '1.3.0' });
    expect(events).toEqual([{ remote: 'compose', status: 'loaded' }]);
  });

  it('fails with DASH-REMOTE-001 and really retries: the runtime caches are dropped first', async () => {
    let calls = 0;
    const { loader, federation, statuses, events } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new Error('[ Federation Runtime ]: RUNTIME-003 manifest 404');
      return appModule() as never;
    });
    const error = await loader.load('compose').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DASH-REMOTE-001', remote: 'compose', kind: 'failed' });
    expect(statuses.get('compose')).toMatchObject({ status: 'failed', code: 'DASH-REMOTE-001' });
    expect(events[0]).toMatchObject({ remote: 'compose', status: 'failed', code: 'DASH-REMOTE-001' });
    await expect(loader.load('compose')).resolves.toBeDefined();
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'compose', entry: 'http://localhost:8080/mfe/compose/1.0.0/mf-manifest.json' }],
      { force: true },
    );
    expect(statuses.get('compose').status).toBe('loaded');
  });

  it('times out with DASH-REMOTE-002', async () => {
    const { loader, statuses } = setup(() => new Promise(() => undefined));
    const error = await loader.load('blog').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DASH-REMOTE-002', remote: 'blog' });
    expect(statuses.get('blog')).toMatchObject({ status: 'failed', code: 'DASH-REMOTE-002' });
  });

  it('refuses without loading when the registry says another contracts major (DASH-REMOTE-003)', async () => {
    const reg = registry();
    reg.remotes.share = { ...reg.remotes.share, contractsMajor: 2 };
    const { loader, federation, statuses } = setup(async () => appModule() as never, reg);
    const error = await loader.load('share').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DASH-REMOTE-003', kind: 'refused' });
    expect(federation.loadRemote).not.toHaveBeenCalled();
    expect(statuses.get('share')).toMatchObject({ status: 'refused', contractsMajor: 2 });
  });

  it('refuses a loaded module built for another contracts major, for good', async () => {
    const module = appModule({ remoteInfo: { name: 'compose', version: '9.0.0', contractsMajor: 2 } });
    const { loader, federation, statuses } = setup(async () => module as never);
    await expect(loader.load('compose')).rejects.toMatchObject({ code: 'DASH-REMOTE-003' });
    await expect(loader.load('compose')).rejects.toMatchObject({ code: 'DASH-REMOTE-003' });
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    expect(statuses.get('compose')).toMatchObject({
      status: 'refused',
      contractsMajor: 2,
      message: 'built for contracts v2, this page runs v1',
    });
  });

  it('treats a module without lifecycles as a failed load', async () => {
    const { loader } = setup(async () => ({ remoteInfo: { name: 'compose', version: '1', contractsMajor: 1 } }) as never);
    await expect(loader.load('compose')).rejects.toMatchObject({ code: 'DASH-REMOTE-001' });
  });

  it('loads a widget a remote provides for a slot and refuses a missing one', async () => {
    const widget = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
    const { loader } = setup(async () => appModule({ widgets: { 'header-inbox': widget } }) as never);
    await expect(loader.loadWidget('messaging', 'header-inbox')).resolves.toBe(widget);
    await expect(loader.loadWidget('messaging', 'header-activity')).rejects.toMatchObject({ code: 'DASH-REMOTE-001' });
  });
});
