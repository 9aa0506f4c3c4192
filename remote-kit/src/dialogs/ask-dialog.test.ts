import { createFakeBus } from '../testing';
import { askDialog } from './ask-dialog';

describe('askDialog', () => {
  it('emits dialog:open and resolves with the answer for its own id only', async () => {
    const bus = createFakeBus();
    const opened: { id: string }[] = [];
    bus.on('dialog:open', (payload) => opened.push(payload));
    const answer = askDialog(bus, {
      title: 'Discard this post?',
      body: [],
      confirmLabel: 'Discard',
      cancelLabel: 'Nevermind',
      tone: 'danger',
    });
    expect(opened).toHaveLength(1);
    const id = opened[0]?.id ?? '';
    bus.emit('dialog:closed', { id: `${id}-other`, result: 'confirm' });
    bus.emit('dialog:closed', { id, result: 'cancel' });
    await expect(answer).resolves.toBe('cancel');
  });
});
