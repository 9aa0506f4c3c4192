import { Component } from 'react';
import type { ReactNode } from 'react';
import { FormLoadError } from './lazy-post-form';

interface Props {
  onLoadFailure: () => void;
  children: ReactNode;
}

/** Turns a failed chunk load into the spec's alert; real errors are rethrown (spec 1 §8). */
export class FormLoadBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (error instanceof FormLoadError) this.props.onLoadFailure();
  }

  override render() {
    const { error } = this.state;
    if (error && !(error instanceof FormLoadError)) throw error;
    if (error) return null;
    return this.props.children;
  }
}
