import type { DashBus, TopicPayload } from '@dash/shared-contracts';

export type ConfirmRequest = Omit<TopicPayload<'dialog:open'>, 'id'>;

let sequence = 0;

/**
 * Asks the shell's dialog service (the `dialog:open` command) and resolves with the button chosen,
 * read from the `dialog:closed` fact with the same id. The shell's twin of remote-kit's askDialog.
 */
export function askConfirm(bus: DashBus, request: ConfirmRequest): Promise<'confirm' | 'cancel'> {
  sequence += 1;
  const id = `shell-post-${Date.now().toString(36)}-${sequence}`;
  return new Promise((resolve) => {
    const off = bus.on('dialog:closed', (answer) => {
      if (answer.id !== id) return;
      off();
      resolve(answer.result);
    });
    bus.emit('dialog:open', { ...request, id });
  });
}
