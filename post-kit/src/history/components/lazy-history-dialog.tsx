import { Suspense, lazy, useState, type ComponentType } from 'react';
import type { HistoryDialogProps } from './history-dialog';
import { HistoryFrame } from './history-frame';

type DialogModule = { default: ComponentType<HistoryDialogProps> };

export const HISTORY_CHUNK_FAILED = "The edit history couldn't be loaded.";

// The dialog's code (and the `diff` package) is a chunk of its own, fetched on the first click on
// "Edited": the feed's first page does not load it. A failed download shows a Try again that
// downloads again (React.lazy would keep the failure).
const load = (): Promise<DialogModule> =>
  import(/* webpackChunkName: "post-history" */ './history-dialog').then(
    (m) => ({ default: m.HistoryDialog }),
    (error: unknown) => {
      console.error('[error-report] the edit history failed to load', error);
      return {
        default: ({ onRetry }: HistoryDialogProps) => (
          <>
            <p role="alert" className="pk-history__error">
              {HISTORY_CHUNK_FAILED}
            </p>
            <button type="button" className="pk-button" onClick={onRetry}>
              Try again
            </button>
          </>
        ),
      };
    },
  );
let Dialog = lazy(load);

/** The edit history dialog: its frame at once, its list loaded on demand (the frame stays, focus too). */
export function LazyHistoryDialog(props: Omit<HistoryDialogProps, 'onRetry'>) {
  const [, retried] = useState(0);
  const onRetry = () => {
    Dialog = lazy(load);
    retried((n) => n + 1);
  };
  return (
    <HistoryFrame onClose={props.onClose}>
      <Suspense
        fallback={
          <p role="status" className="pk-history__status">
            Loading versions…
          </p>
        }
      >
        <Dialog {...props} onRetry={onRetry} />
      </Suspense>
    </HistoryFrame>
  );
}
