import { Suspense } from 'react';
import { DelayedLoader } from './delayed-loader';
import { FormLoadBoundary } from './form-load-boundary';
import { LOAD_FAILURE_MESSAGE, LazyPostForm } from './lazy-post-form';
// Type only: the panel itself stays in the lazy chunk.
import type { PostFormPanelProps } from './post-form-panel';

interface LoadingPostFormProps extends PostFormPanelProps {
  openedAt: number;
  /** Leaves the form after the spec's alert when the form's code could not be fetched (spec 1 §8). */
  onLoadFailure: () => void;
}

/** The lazy form chunk behind the delayed loader, as both hosts (modal and inline) show it. */
export function LoadingPostForm({ onLoadFailure, ...form }: LoadingPostFormProps) {
  const alertAndLeave = () => {
    window.alert(LOAD_FAILURE_MESSAGE);
    onLoadFailure();
  };
  return (
    <FormLoadBoundary onLoadFailure={alertAndLeave}>
      <Suspense fallback={<DelayedLoader since={form.openedAt} />}>
        <LazyPostForm {...form} />
      </Suspense>
    </FormLoadBoundary>
  );
}
