import type { Lifecycles, RemoteAppModule, RemoteName, SlotName } from '@dash/shared-contracts';
import { REMOTE_ERROR_CODES, RemoteError, describeError, isRemoteError } from './remote-errors';
import type { RemoteStatusStore } from './remote-status-store';
import type { ResolvedRemote } from './resolve-remotes';

/** The part of the Module Federation runtime the loader uses (injected, so tests need no network). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoader {
  /** Registers every remote with the federation runtime; nothing is fetched yet. */
  register(): void;
  load(name: RemoteName): Promise<RemoteAppModule>;
  loadWidget(name: RemoteName, slot: SlotName): Promise<Lifecycles>;
  remotes: readonly ResolvedRemote[];
}

export interface RemoteLoaderOptions {
  remotes: ResolvedRemote[];
  federation: FederationRuntime;
  statuses: RemoteStatusStore;
  timeoutMs: number;
  /** This page's contracts major (__DASH_CONTRACTS_MAJOR__). */
  contractsMajor: number;
  log?: (message: string, error?: unknown) => void;
}

function isFn(value: unknown): boolean {
  return typeof value === 'function' || (Array.isArray(value) && value.every((item) => typeof item === 'function'));
}

function timeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * Loads a remote's `./app` through the federation runtime, with a time limit and the contracts
 * check on both sides of the load. A success is kept; a refusal is final for this page; a failure
 * is forgotten (the runtime's caches for that remote are dropped too), so the next navigation
 * really tries again.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { federation, statuses, timeoutMs, contractsMajor } = options;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const byName = new Map(options.remotes.map((remote) => [remote.name, remote]));
  const loaded = new Map<RemoteName, RemoteAppModule>();
  const refused = new Map<RemoteName, RemoteError>();
  const inFlight = new Map<RemoteName, Promise<RemoteAppModule>>();
  const needsReset = new Set<RemoteName>();

  const entryOf = (remote: ResolvedRemote) => ({ name: remote.name, entry: remote.manifestUrl });

  const refuse = (remote: ResolvedRemote, major: number, message: string): RemoteError => {
    const error = new RemoteError(remote.name, REMOTE_ERROR_CODES.contractsMismatch, message);
    refused.set(remote.name, error);
    statuses.set(remote.name, { status: 'refused', code: error.code, message, contractsMajor: major });
    return error;
  };

  async function attempt(remote: ResolvedRemote): Promise<RemoteAppModule> {
    const { name } = remote;
    if (needsReset.has(name)) {
      // Drops the runtime's manifest, entry and module caches for this remote, including a load
      // that is still hanging after a time-out.
      federation.registerRemotes([entryOf(remote)], { force: true });
      needsReset.delete(name);
    }
    statuses.set(name, { status: 'loading' });
    let module: RemoteAppModule | null;
    try {
      module = await timeout(
        federation.loadRemote<RemoteAppModule>(`${name}/app`),
        timeoutMs,
        () => new RemoteError(name, REMOTE_ERROR_CODES.timedOut, `no answer within ${timeoutMs} ms from ${remote.manifestUrl}`),
      );
    } catch (error) {
      throw isRemoteError(error)
        ? error
        : new RemoteError(
            name,
            REMOTE_ERROR_CODES.loadFailed,
            `could not be loaded from ${remote.manifestUrl}: ${describeError(error)}`,
            { cause: error },
          );
    }
    if (!module || !isFn(module.mount) || !isFn(module.unmount) || !isFn(module.bootstrap)) {
      throw new RemoteError(name, REMOTE_ERROR_CODES.loadFailed, './app does not export single-spa lifecycles');
    }
    const info = module.remoteInfo;
    if (!info || typeof info.contractsMajor !== 'number') {
      throw refuse(remote, -1, './app does not declare the contracts major it was built for');
    }
    if (info.contractsMajor !== contractsMajor) {
      throw refuse(remote, info.contractsMajor, `built for contracts v${info.contractsMajor}, this page runs v${contractsMajor}`);
    }
    loaded.set(name, module);
    statuses.set(name, { status: 'loaded', version: info.version, contractsMajor: info.contractsMajor });
    return module;
  }

  function load(name: RemoteName): Promise<RemoteAppModule> {
    const remote = byName.get(name);
    if (!remote) return Promise.reject(new RemoteError(name, REMOTE_ERROR_CODES.loadFailed, 'is not in the registry'));
    const done = loaded.get(name);
    if (done) return Promise.resolve(done);
    const refusal = refused.get(name);
    if (refusal) return Promise.reject(refusal);
    if (remote.entry.contractsMajor !== contractsMajor) {
      const major = remote.entry.contractsMajor;
      return Promise.reject(refuse(remote, major, `built for contracts v${major}, this page runs v${contractsMajor}`));
    }
    const pending = inFlight.get(name);
    if (pending) return pending;

    const promise = attempt(remote)
      .catch((error: unknown) => {
        const failure = error as RemoteError;
        if (failure.kind !== 'refused') {
          needsReset.add(name);
          statuses.set(name, { status: 'failed', code: failure.code, message: failure.message });
        }
        log(`[dash remotes] ${failure.message}`, failure.cause);
        throw failure;
      })
      .finally(() => inFlight.delete(name));
    inFlight.set(name, promise);
    return promise;
  }

  return {
    remotes: options.remotes,
    register() {
      federation.registerRemotes(options.remotes.map(entryOf));
    },
    load,
    async loadWidget(name, slot) {
      const module = await load(name);
      const widget = module.widgets?.[slot];
      if (!widget) throw new RemoteError(name, REMOTE_ERROR_CODES.loadFailed, `provides no widget for the slot "${slot}"`);
      return widget;
    },
  };
}
