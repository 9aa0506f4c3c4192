import type { DashBus, TopicPayload } from '@dash/shared-contracts';

export type DialogRequest = Omit<TopicPayload<'dialog:open'>, 'id'>;
export type DialogResult = 'confirm' | 'cancel';

let sequence = 0;

/**
 * Asks the shell's dialog service (spec 1 §2 "Dialogs": keyboard rules, one at a time, the rest
 * queued) and resolves with the button the user chose. Escape counts as cancel.
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
