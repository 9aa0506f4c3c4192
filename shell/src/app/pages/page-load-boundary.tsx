import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export const PAGE_LOAD_FAILED = 'This page could not be loaded. Check your connection and try again.';

/**
 * Catches a page whose chunk could not be fetched: says so, with a Try again button that renders
 * the page again (lazyPage fetches anew after a failure). Going to another address resets it.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; address: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { address: string }) {
    if (this.state.failed && previous.address !== this.props.address) this.setState({ failed: false });
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[error-report] a page failed to load', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="shell-page-load-error">
        <p>{PAGE_LOAD_FAILED}</p>
        <button type="button" className="shell-button" onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </div>
    );
  }
}
