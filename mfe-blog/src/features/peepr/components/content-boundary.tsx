import { Component } from 'react';
import type { ReactNode } from 'react';

/** Keeps a failed chunk load or a broken post inside the panel, which can still be closed. */
export class ContentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="blog-error" role="alert">
          Sorry, this blog can't be shown right now. Please try again later.
        </p>
      );
    }
    return this.props.children;
  }
}
