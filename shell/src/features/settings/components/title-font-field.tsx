import { Component, Suspense, lazy } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { loadOnce } from '../../../lib/load-once';
import { TitleFontSelect, type TitleFontFieldProps } from './title-font-select';

const loadPicker = loadOnce(() => import('./title-font-picker'));

/** Starts the picker's download with the settings' own (the page calls it on mount). */
export function preloadTitleFontPicker(): void {
  loadPicker().catch(() => undefined);
}

const LazyPicker = lazy(() => loadPicker().then((m) => ({ default: m.TitleFontPicker })));

class PickerBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[error-report] the title font picker failed to load', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The blog's title font (issue 10): a list of the catalogue's fonts, each drawn in its own face
 * (its own chunk, so no page but this one carries it). Until it arrives, and if it cannot, the same
 * choice as a plain list box, which works just the same.
 */
export function TitleFontField(props: TitleFontFieldProps) {
  const fallback = <TitleFontSelect {...props} />;
  return (
    <PickerBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <LazyPicker {...props} />
      </Suspense>
    </PickerBoundary>
  );
}
