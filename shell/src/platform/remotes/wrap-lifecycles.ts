import type { LifecycleFn, Lifecycles, RemoteAppModule, RemoteName } from '@dash/shared-contracts';
import { REMOTE_ERROR_CODES, describeError } from './remote-errors';
import type { RemoteStatusStore } from './remote-status-store';
import { onNextNavigation } from './next-navigation';

type Props = Record<string, unknown>;

function run(fn: LifecycleFn<never> | Array<LifecycleFn<never>>, props: Props): Promise<unknown> {
  const fns = (Array.isArray(fn) ? fn : [fn]) as Array<(p: Props) => Promise<unknown>>;
  return fns.reduce<Promise<unknown>>((previous, next) => previous.then(() => next(props)), Promise.resolve());
}

/**
 * Wraps a remote's lifecycles so a remote that throws while starting or mounting cannot break
 * single-spa (which would mark it SKIP_BECAUSE_BROKEN for good): the failure becomes a notice in
 * the remote's host, the wrapper resolves, and the mount is tried again after the next navigation.
 */
export function wrapAppLifecycles(
  name: RemoteName,
  module: RemoteAppModule,
  deps: { statuses: RemoteStatusStore; log?: (message: string, error?: unknown) => void; win?: Window },
): Lifecycles<Props> {
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));
  let bootstrapped = false;
  let mounted = false;
  let cancelRetry: () => void = () => undefined;

  const loadedState = () => ({
    status: 'loaded' as const,
    version: module.remoteInfo.version,
    contractsMajor: module.remoteInfo.contractsMajor,
  });

  const fail = (error: unknown, props: Props) => {
    const message = describeError(error);
    log(`[dash remotes] [${REMOTE_ERROR_CODES.mountThrew}] ${name} threw while mounting: ${message}`, error);
    deps.statuses.set(name, { status: 'failed', code: REMOTE_ERROR_CODES.mountThrew, message });
    cancelRetry();
    cancelRetry = onNextNavigation(() => void tryMount(props), deps.win);
  };

  async function tryMount(props: Props): Promise<void> {
    try {
      if (!bootstrapped) {
        await run(module.bootstrap, props);
        bootstrapped = true;
      }
      await run(module.mount, props);
      mounted = true;
      deps.statuses.set(name, loadedState());
    } catch (error) {
      fail(error, props);
    }
  }

  return {
    async bootstrap(props: Props) {
      try {
        await run(module.bootstrap, props);
        bootstrapped = true;
      } catch (error) {
        // Reported at mount, which tries bootstrap again first.
        log(`[dash remotes] ${name} threw in bootstrap: ${describeError(error)}`, error);
      }
    },
    async mount(props: Props) {
      await tryMount(props);
    },
    async unmount(props: Props) {
      cancelRetry();
      cancelRetry = () => undefined;
      if (!mounted) return;
      mounted = false;
      try {
        await run(module.unmount, props);
      } catch (error) {
        log(`[dash remotes] ${name} threw while unmounting: ${describeError(error)}`, error);
      }
    },
    ...(module.update
      ? {
          async update(props: Props) {
            if (mounted && module.update) await run(module.update as LifecycleFn<never>, props);
          },
        }
      : {}),
  };
}
