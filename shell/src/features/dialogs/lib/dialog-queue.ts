import type { DialogResult, TopicPayload } from '@dash/shared-contracts';

export type { DialogResult };

/** A `dialog:open` command as emitted (the bus hands payloads over without schema defaults). */
export type DialogRequest = TopicPayload<'dialog:open'>;

/** The showing dialog is the head; the others wait in arrival order (spec 1 §2 "Dialogs queue"). */
export type DialogQueue = readonly DialogRequest[];

/**
 * Adds a request at the end. A request whose id is already showing or waiting is dropped: the id is
 * how the asker matches the answer, so two dialogs with one id could never both be answered.
 */
export function enqueueDialog(queue: DialogQueue, request: DialogRequest): DialogQueue {
  if (queue.some((waiting) => waiting.id === request.id)) return queue;
  return [...queue, request];
}

/** Removes the answered dialog; the next one in line (if any) becomes the head and shows. */
export function dequeueDialog(queue: DialogQueue, id: string): DialogQueue {
  return queue.filter((request) => request.id !== id);
}

/** What Escape answers: the cancel button, or the only (confirm) button of a one-button alert. */
export function escapeResult(request: DialogRequest): DialogResult {
  return request.cancelLabel ? 'cancel' : 'confirm';
}
