import { Component } from 'react';
import type { ReactNode } from 'react';

/**
 * A popover that cannot be shown (its chunk failed to load, a render threw) shows nothing and is
 * reported; the rest of the remote (the overlay, following) keeps working. Keyed by the request, so
 * the next popover tries again.
 */
export class PopoverBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[error-report] the blog popover failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
