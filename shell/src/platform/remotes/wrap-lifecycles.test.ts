import type { RemoteAppModule } from '@dash/shared-contracts';
import { createBus } from '@dash/remote-kit/src/bus';
import { simulateNavigation } from './next-navigation';
import { createRemoteStatusStore } from './remote-status-store';
import { wrapAppLifecycles } from './wrap-lifecycles';

function moduleWith(mount: () => Promise<unknown>): RemoteAppModule {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(mount),
    unmount: jest.fn(async () => undefined),
    remoteInfo: { name: 'compose', version: '1.2.0', contractsMajor: 1 },
  };
}

describe('wrapAppLifecycles', () => {
  it('passes through a healthy remote', async () => {
    const statuses = createRemoteStatusStore(createBus());
    const module = moduleWith(async () => undefined);
    const app = wrapAppLifecycles('compose', module, { statuses, log: jest.fn() });
    const props = { name: 'compose' };
    await (app.bootstrap as (p: object) => Promise<unknown>)(props);
    await (app.mount as (p: object) => Promise<unknown>)(props);
    await (app.unmount as (p: object) => Promise<unknown>)(props);
    expect(module.mount).toHaveBeenCalledWith(props);
    expect(module.unmount).toHaveBeenCalledWith(props);
    expect(statuses.get('compose')).toMatchObject({ status: 'loaded', version: '1.2.0' });
  });

  it('turns a throwing mount into DASH-REMOTE-004, resolves, and retries after the next navigation', async () => {
    const statuses = createRemoteStatusStore(createBus());
    let calls = 0;
    const module = moduleWith(async () => {
      calls += 1;
      if (calls === 1) throw new Error('kaboom');
    });
    const log = jest.fn();
    const app = wrapAppLifecycles('compose', module, { statuses, log });
    const props = { name: 'compose' };
    await (app.bootstrap as (p: object) => Promise<unknown>)(props);
    await expect((app.mount as (p: object) => Promise<unknown>)(props)).resolves.toBeUndefined();
    expect(statuses.get('compose')).toMatchObject({ status: 'failed', code: 'DASH-REMOTE-004', message: 'kaboom' });
    // The routing event of the navigation that mounted it does not count.
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(module.mount).toHaveBeenCalledTimes(1);
    simulateNavigation();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(module.mount).toHaveBeenCalledTimes(2);
    expect(statuses.get('compose').status).toBe('loaded');
  });

  it("does not call the remote's unmount when its mount failed, and stops retrying once unmounted", async () => {
    const statuses = createRemoteStatusStore(createBus());
    const module = moduleWith(async () => {
      throw new Error('always');
    });
    const app = wrapAppLifecycles('compose', module, { statuses, log: jest.fn() });
    await (app.mount as (p: object) => Promise<unknown>)({});
    await (app.unmount as (p: object) => Promise<unknown>)({});
    expect(module.unmount).not.toHaveBeenCalled();
    simulateNavigation();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(module.mount).toHaveBeenCalledTimes(1);
  });

  it('retries a failed bootstrap before mounting', async () => {
    const statuses = createRemoteStatusStore(createBus());
    const module = moduleWith(async () => undefined);
    let boots = 0;
    module.bootstrap = jest.fn(async () => {
      boots += 1;
      if (boots === 1) throw new Error('not yet');
    });
    const app = wrapAppLifecycles('compose', module, { statuses, log: jest.fn() });
    await expect((app.bootstrap as (p: object) => Promise<unknown>)({})).resolves.toBeUndefined();
    await (app.mount as (p: object) => Promise<unknown>)({});
    expect(module.bootstrap).toHaveBeenCalledTimes(2);
    expect(module.mount).toHaveBeenCalledTimes(1);
  });
});
