import type { DashBus } from '@dash/shared-contracts';
import type { DialogRequest, DialogResult } from './dialog-queue';

export type ShellDialogRequest = Omit<DialogRequest, 'id'>;

let sequence = 0;

/**
 * The shell's twin of remote-kit's `askDialog` (the shell does not depend on remote-kit): emits
 * `dialog:open` with a fresh id and resolves with the answer of the matching `dialog:closed`.
 */
export function askShellDialog(bus: DashBus, request: ShellDialogRequest, idPrefix = 'shell'): Promise<DialogResult> {
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
