import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { clientErrorEvent } from '@dash/shared-contracts/src/log-report';
import { usePostCardHost } from '../../host/post-card-host';
import type { HistoryDialogProps } from './history-dialog';

type DialogModule = { default: ComponentType<HistoryDialogProps> };

export const HISTORY_CHUNK_FAILED = "The edit history couldn't be loaded. Try again.";
export const HISTORY_CHUNK_NAME = 'post-history';

// The dialog's code (its frame, the list, the `diff` package, its CSS) is a chunk of its own,
// fetched on the first click on "Edited": the feed's first page does not grow. A failed download
// is forgotten (React.lazy would keep it), so the next click downloads again.
const load = (): Promise<DialogModule> =>
  import(/* webpackChunkName: "post-history" */ './history-dialog').then(
    (m) => ({ default: m.HistoryDialog }),
    (error: unknown) => {
      console.error('[error-report] the edit history failed to load', error);
      return { default: (props: HistoryDialogProps) => <LoadFailed {...props} error={error} /> };
    },
  );
let Dialog = lazy(load);
const retry = () => {
  Dialog = lazy(load);
};

/** The chunk did not arrive: say so (a toast), report it, and close, so the next click downloads again. */
function LoadFailed({ onClose, error }: HistoryDialogProps & { error: unknown }) {
  const { bus } = usePostCardHost();
  useEffect(() => {
    bus.emit('toast:show', { message: HISTORY_CHUNK_FAILED, tone: 'error' });
    bus.emit('log:event', clientErrorEvent(HISTORY_CHUNK_NAME, error));
    retry();
    onClose();
  }, [bus, error, onClose]);
  return null;
}

/** The edit history dialog, loaded on demand (nothing shows until its code is here: a moment). */
export function LazyHistoryDialog(props: HistoryDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
