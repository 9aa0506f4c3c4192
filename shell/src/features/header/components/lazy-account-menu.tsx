import { Component, Suspense, lazy } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import type { AccountMenuProps } from '../account-menu/account-menu-props';

export const LOAD_FAILED_MESSAGE = 'Sorry, we seem to be having technical trouble. Please try again later.';
type Loader = () => Promise<{ default: ComponentType<AccountMenuProps> }>;

class LoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Spec 1 §2: a failure to load the account popover is reported to error reporting.
    console.error('[error-report] account menu failed to load', error, info.componentStack);
    this.props.onError();
  }
  override render() {
    if (this.state.failed)
      return (
        <p role="alert" className="shell-account-menu__error">
          {LOAD_FAILED_MESSAGE}
        </p>
      );
    return this.props.children;
  }
}

/**
 * The account popover's code loads on first open (its own webpack chunk). After a failure the
 * next open tries the download again instead of keeping React.lazy's cached rejection.
 */
export function createLazyAccountMenu(loader: Loader) {
  let Lazy = lazy(loader);
  return function LazyAccountMenu(props: AccountMenuProps) {
    return (
      <LoadBoundary onError={() => (Lazy = lazy(loader))}>
        <Suspense
          fallback={
            <p role="status" className="shell-account-menu__loading">
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

export const LazyAccountMenu = createLazyAccountMenu(() => import('../account-menu/account-menu'));
