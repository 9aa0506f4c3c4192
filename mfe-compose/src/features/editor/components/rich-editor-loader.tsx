import { Component, Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { RichEditorFallback } from './rich-editor-fallback';
import type { RichEditorProps } from './types';

/** The lazy chunk; exported so a host can preload it (e.g. when fast compose opens). */
export function loadRichEditor() {
  return import(/* webpackChunkName: "editor" */ './rich-editor');
}

export const EDITOR_LOAD_ERROR = 'The editor could not be loaded.';

class LoadBoundary extends Component<{ fallback(retry: () => void): ReactNode; onRetry(): void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.setState({ failed: false });
      this.props.onRetry();
    });
  }
}

type LazyEditor = LazyExoticComponent<ComponentType<RichEditorProps>>;
const lazyEditors = new Map<number, LazyEditor>();

/**
 * One lazy component per load attempt, kept outside React: state of a component that suspends
 * before it ever mounted is thrown away, so a lazy made in render would start over each time.
 */
function lazyEditor(attempt: number): LazyEditor {
  let editor = lazyEditors.get(attempt);
  if (!editor) {
    editor = lazy(loadRichEditor);
    lazyEditors.set(attempt, editor);
  }
  return editor;
}

/**
 * Quill arrives only when a rich editor is rendered (a form opens). While it loads the value stays
 * visible; if the chunk fails the value stays too, with an alert and a retry button. A retry
 * makes a new lazy component, since React.lazy remembers a failure.
 */
export function RichEditorLoader(props: RichEditorProps) {
  const [attempt, setAttempt] = useState(0);
  const Editor = lazyEditor(attempt);
  const fallback = (busy: boolean) => (
    <RichEditorFallback
      labelId={props.labelId}
      value={props.value}
      plain={Boolean(props.plain || props.singleLine)}
      multiline={!props.singleLine}
      busy={busy}
    />
  );
  return (
    <LoadBoundary
      onRetry={() => setAttempt((count) => count + 1)}
      fallback={(retry) => (
        <>
          {fallback(false)}
          <p role="alert" className="dash-editor-load-error">
            {EDITOR_LOAD_ERROR}{' '}
            <button type="button" className="dash-editor-retry" onClick={retry}>
              Try again
            </button>
          </p>
        </>
      )}
    >
      <Suspense fallback={fallback(true)}>
        <Editor {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
