import { lazy } from 'react';
import type { ComponentType } from 'react';

/** A page component whose code is a chunk of its own, with a way to fetch that chunk ahead. */
export type LazyPage<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A page loaded on demand (React.lazy), which renders without suspending once its chunk is in:
 * the bootstrap preloads the current page's chunk before hydrating, so the first client render
 * equals the server's (which renders every page directly: pages.server.ts). A page reached later
 * suspends under the page outlet's Suspense boundary while its chunk loads.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed fetch (offline, a new deploy) is tried again next time, not cached.
        pending = null;
        Lazy = makeLazy();
        throw error;
      },
    );
    return pending;
  };
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = preload;
  return Page;
}
