import { Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { clientErrorEvent } from '@dash/shared-contracts/src/log-report';
import { usePostCardHost } from '../../host/post-card-host';
import type { NotesPanelProps } from './notes-panel';
import './notes.css';

type Props = NotesPanelProps & { onRetry?: () => void };
type PanelModule = { default: ComponentType<Props> };

export const NOTES_CHUNK_FAILED = "The notes couldn't be loaded.";

/** The region the notes list fills, while its code loads or when it could not be downloaded. */
function NotesRegion({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="pk-notes" aria-label="Notes">
      {children}
    </section>
  );
}

/** Spec 3 §7, §8: the post-activity chunk's failure goes to error reporting (the logger's /services/cslog). */
export const NOTES_CHUNK_NAME = 'post-activity';

function LoadFailed({ id, onRetry, error }: Props & { error: unknown }) {
  const { bus } = usePostCardHost();
  useEffect(() => bus.emit('log:event', clientErrorEvent(NOTES_CHUNK_NAME, error)), [bus, error]);
  return (
    <NotesRegion id={id}>
      <div role="alert" className="pk-notes__error">
        {NOTES_CHUNK_FAILED}
      </div>
      <button type="button" className="pk-button pk-notes__retry" onClick={onRetry}>
        Try again
      </button>
    </NotesRegion>
  );
}

// The list's code is a chunk of its own, fetched when a post's notes are first opened (or, on a
// permalink, with the page): the feed's first page does not load it. Its CSS is here, in the main
// chunk, so a server-rendered list is styled before the chunk arrives. Once here, the chunk is
// handed over at once (React.lazy reads a thenable that resolves in the same call without
// suspending): a list opened later, or rendered on the server, never waits. A failed download draws
// LoadFailed, whose Try again downloads again (React.lazy would keep the failure).
let loaded: PanelModule | null = null;
const load = () => {
  const ready = loaded;
  if (ready) return { then: (onLoaded: (m: PanelModule) => unknown) => onLoaded(ready) };
  return import(/* webpackChunkName: "post-notes" */ './notes-panel').then(
    (m) => (loaded = { default: m.NotesPanel }),
    (error: unknown) => {
      console.error('[error-report] the notes list failed to load', error);
      return { default: (props: Props) => <LoadFailed {...props} error={error} /> };
    },
  );
};
// The server writes a permalink's list in its HTML (read with JavaScript off, not streamed in later).
if (typeof window === 'undefined') void load();
const lazyPanel = () => lazy(load as () => Promise<PanelModule>);
let Panel = lazyPanel();

/**
 * The notes list under a post, loaded on demand. Where the server rendered it (a permalink), the
 * boundary keeps the server's HTML and hydrates once the chunk is here.
 */
export function LazyNotesPanel(props: NotesPanelProps) {
  const [, retried] = useState(0);
  const onRetry = () => {
    Panel = lazyPanel();
    retried((n) => n + 1);
  };
  return (
    <Suspense
      fallback={
        <NotesRegion id={props.id}>
          <p role="status" className="pk-notes__status">
            Loading notes…
          </p>
        </NotesRegion>
      }
    >
      <Panel {...props} onRetry={onRetry} />
    </Suspense>
  );
}
