import type { TopicPayload } from './topics';
import type { DashBus } from './types';

/** A `dialog:open` command without its id: `askDialog` makes the id so it can match the answer. */
export type DialogRequest = Omit<TopicPayload<'dialog:open'>, 'id'>;
export type DialogResult = 'confirm' | 'cancel';

let sequence = 0;

/**
 * Asks the shell's dialog service (spec 1 §2 "Dialogs": keyboard rules, one at a time, the rest
 * queued) and resolves with the button the user chose, read from the `dialog:closed` fact with the
 * same id. Escape counts as cancel. Shared so the shell and every remote (via remote-kit) ask the
 * same way; `idPrefix` only makes ids readable in bus logs.
 */
export function askDialog(bus: DashBus, request: DialogRequest, idPrefix = 'dialog'): Promise<DialogResult> {
  sequence += 1;
  const id = `${idPrefix}-${Date.now().toString(36)}-${sequence}`;
  return new Promise((resolve) => {
    const off = bus.on('dialog:closed', (answer) => {
      if (answer.id !== id) return;
      off();
      resolve(answer.result);
    });
    bus.emit('dialog:open', { ...request, id });
  });
}
