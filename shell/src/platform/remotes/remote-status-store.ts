import { REMOTE_NAMES } from '@dash/shared-contracts/core';
import type { DashBus, RemoteName } from '@dash/shared-contracts';
import type { RemoteErrorCode } from './remote-errors';

export type RemoteStatus = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'refused';

export interface RemoteState {
  status: RemoteStatus;
  code?: RemoteErrorCode;
  message?: string;
  /** What the loaded module reported (`remoteInfo`), when it loaded. */
  version?: string;
  /** The remote's contracts major, for the refusal notice. */
  contractsMajor?: number;
}

export interface RemoteStatusStore {
  get(name: RemoteName): RemoteState;
  getAll(): Readonly<Record<RemoteName, RemoteState>>;
  subscribe(listener: () => void): () => void;
  set(name: RemoteName, state: RemoteState): void;
}

const NOT_LOADED: RemoteState = { status: 'not-loaded' };

/**
 * What the page knows about each remote, for the notices and the Remotes panel. Snapshots are
 * replaced whole (useSyncExternalStore). Settled outcomes go on the bus as `remote:status` facts.
 */
export function createRemoteStatusStore(bus: DashBus): RemoteStatusStore {
  let all = Object.fromEntries(REMOTE_NAMES.map((name) => [name, NOT_LOADED])) as Record<RemoteName, RemoteState>;
  const listeners = new Set<() => void>();

  return {
    get: (name) => all[name],
    getAll: () => all,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(name, state) {
      const previous = all[name];
      if (
        previous.status === state.status &&
        previous.code === state.code &&
        previous.message === state.message &&
        previous.version === state.version
      ) {
        return;
      }
      all = { ...all, [name]: state };
      listeners.forEach((listener) => listener());
      if (state.status === 'loaded' || state.status === 'failed' || state.status === 'refused') {
        bus.emit('remote:status', {
          remote: name,
          status: state.status,
          ...(state.code ? { code: state.code } : {}),
          ...(state.message ? { message: state.message } : {}),
        });
      }
    },
  };
}
