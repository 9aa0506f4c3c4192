import { Component } from 'react';
import type { ReactNode } from 'react';

/** A failed download of the panel's chunk: told once (`onError`), then nothing is drawn. */
export class LoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
