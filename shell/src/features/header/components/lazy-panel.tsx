import { Component, Suspense, lazy } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';

import { clientErrorEvent } from '@dash/shared-contracts/src/log-report';
import { useShellServices } from '../../../app/shell-services';
import { TROUBLE_MESSAGE as LOAD_FAILED_MESSAGE } from '../../../lib/trouble-message';

export { LOAD_FAILED_MESSAGE };

class LoadBoundary extends Component<
  { children: ReactNode; what: string; onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Spec 1 §2 / spec 3 §8: a lazy part that fails to load is reported to error reporting (the
    // logger sends the report to /services/cslog).
    console.error(`[error-report] ${this.props.what} failed to load`, error, info.componentStack);
    this.props.onError(error);
  }
  override render() {
    if (this.state.failed)
      return (
        <p role="alert" className="shell-lazy-panel__error">
          {LOAD_FAILED_MESSAGE}
        </p>
      );
    return this.props.children;
  }
}

/**
 * A header panel whose code loads on first open (its own webpack chunk): "Loading…" meanwhile, the
 * trouble message (reported) if the chunk fails, and the next open tries the download again instead
 * of keeping React.lazy's cached rejection.
 */
export function createLazyPanel<P extends object>(what: string, loader: () => Promise<{ default: ComponentType<P> }>) {
  let Lazy = lazy(loader);
  return function LazyPanel(props: P) {
    const { bus } = useShellServices();
    const onError = (error: unknown) => {
      bus.emit('log:event', clientErrorEvent(what, error));
      Lazy = lazy(loader);
    };
    return (
      <LoadBoundary what={what} onError={onError}>
        <Suspense
          fallback={
            <p role="status" className="shell-lazy-panel__loading">
              Loading…
            </p>
          }
        >
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
}
