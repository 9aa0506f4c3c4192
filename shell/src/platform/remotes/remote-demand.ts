import type { RemoteName } from '@dash/shared-contracts';

/**
 * Which remotes the page needs by now (issue 8: a remote's code is fetched only when it is needed).
 * Nothing is demanded at first; the platform demands the header widgets' remotes once the page is
 * idle, and any remote on the first pointer or key that reaches its slot, or on the first bus
 * command it owns (`compose:open`, `share:open`, `blog:follow`…). A demand is never withdrawn.
 */
export interface RemoteDemand {
  demand(name: RemoteName): void;
  isDemanded(name: RemoteName): boolean;
  /** Called after each new demand (not again for a remote already demanded). */
  subscribe(listener: () => void): () => void;
}

export function createRemoteDemand(): RemoteDemand {
  const demanded = new Set<RemoteName>();
  const listeners = new Set<() => void>();
  return {
    demand(name) {
      if (demanded.has(name)) return;
      demanded.add(name);
      for (const listener of [...listeners]) listener();
    },
    isDemanded: (name) => demanded.has(name),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
