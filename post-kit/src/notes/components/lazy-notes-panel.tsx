import { Component, Suspense, lazy, useState, type ErrorInfo, type ReactNode } from 'react';
import type { NotesPanel, NotesPanelProps } from './notes-panel';
import './notes.css';

// The list's code is a chunk of its own, fetched when a post's notes are first opened (or, on a
// permalink, with the page): the feed's first page does not load it. Its CSS is here, in the main
// chunk, so a server-rendered list is styled before the chunk arrives.
type PanelModule = { default: typeof NotesPanel };
let loaded: PanelModule | null = null;
const load = (): PromiseLike<PanelModule> => {
  // Once here, the chunk is handed over at once (React.lazy reads a thenable that resolves in the
  // same call without suspending): a list opened later, or rendered on the server, never waits.
  const ready = loaded;
  if (ready) return { then: (onLoaded) => Promise.resolve(onLoaded ? onLoaded(ready) : ready) as never };
  return import(/* webpackChunkName: "post-notes" */ './notes-panel').then((m) => (loaded = { default: m.NotesPanel }));
};
// The server renders a permalink's list in its HTML (read with JavaScript off, not streamed in later).
if (typeof window === 'undefined') void load();
const lazyPanel = () => lazy(load as () => Promise<PanelModule>);
let Panel = lazyPanel();

export const NOTES_CHUNK_FAILED = "The notes couldn't be loaded.";

class LoadBoundary extends Component<{ children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry: () => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[error-report] the notes list failed to load', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}

/** The region the notes list fills, while its code loads or when it could not be loaded. */
function Shell({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="pk-notes" aria-label="Notes">
      {children}
    </section>
  );
}

/**
 * The notes list under a post, loaded on demand. Where the server rendered it (a permalink), the
 * boundary keeps the server's HTML and hydrates once the chunk is here. A failed download shows an
 * error with Try again, which downloads again (React.lazy would keep the failure).
 */
export function LazyNotesPanel(props: NotesPanelProps) {
  const [, setAttempt] = useState(0);
  return (
    <LoadBoundary
      onRetry={() => {
        Panel = lazyPanel();
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => (
        <Shell id={props.id}>
          <div role="alert" className="pk-notes__error">
            {NOTES_CHUNK_FAILED}
          </div>
          <button type="button" className="pk-button pk-notes__retry" onClick={retry}>
            Try again
          </button>
        </Shell>
      )}
    >
      <Suspense
        fallback={
          <Shell id={props.id}>
            <p role="status" className="pk-notes__status">
              Loading notes…
            </p>
          </Shell>
        }
      >
        <Panel {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
