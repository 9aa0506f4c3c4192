import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

type PageModule<P> = { default: ComponentType<P> };

/** A thenable that calls back at once: React.lazy reads a module it gets this way without suspending. */
function settled<P>(module: PageModule<P>): PromiseLike<PageModule<P>> {
  return {
    then(onFulfilled) {
      return Promise.resolve(onFulfilled ? onFulfilled(module) : (module as never));
    },
  };
}

const loaders = new Set<() => Promise<unknown>>();

/**
 * Loads every lazy page's code now: the server's render entry waits for this before its first render
 * (ssr/render.tsx `ready`), so a lazy page is HTML like any other page (no fallback swapped in by an
 * inline script, which a browser with JavaScript off would never run).
 */
export function preloadLazyPages(): Promise<void> {
  return Promise.all([...loaders].map((load) => load())).then(() => undefined);
}

const LOAD_FAILED = 'Sorry, we seem to be having technical trouble. Please try again later.';

interface BoundaryProps {
  what: string;
  onError: () => void;
  /** Called on every render, so "Try again" renders the page made anew after a failure. */
  render: () => ReactNode;
}

class PageLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[error-report] the ${this.props.what} failed to load`, error, info.componentStack);
    this.props.onError();
  }
  override render() {
    if (!this.state.failed) return this.props.render();
    return (
      <div className="shell-feed__status shell-feed__status--error" role="alert">
        <p>{LOAD_FAILED}</p>
        <button type="button" className="shell-button" onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </div>
    );
  }
}

/**
 * A page whose code is its own chunk (React.lazy), so the first page of the dashboard does not carry
 * it. Once its module has loaded (in the browser, or on the server after `preloadLazyPages`), the
 * page renders without suspending. In the browser its server HTML stays in place while the chunk
 * arrives (React keeps a Suspense boundary's server content until it can hydrate it). A failed
 * download says so with "Try again", which downloads it again.
 */
export function lazyPage<P extends object>(what: string, load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | null = null;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  loaders.add(loadOnce);
  const make = () => lazy(() => (loaded ? settled(loaded) : loadOnce()) as Promise<PageModule<P>>);
  let Page = make();

  function LazyPage(props: P) {
    return (
      <PageLoadBoundary
        what={what}
        onError={() => (Page = make())}
        render={() => (
          <Suspense
            fallback={
              <div className="shell-feed__status" role="status">
                <span className="shell-spinner" aria-hidden="true" />
                Loading…
              </div>
            }
          >
            <Page {...props} />
          </Suspense>
        )}
      />
    );
  }
  LazyPage.displayName = `LazyPage(${what})`;
  return LazyPage;
}
