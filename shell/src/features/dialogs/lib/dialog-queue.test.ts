import { dequeueDialog, enqueueDialog, escapeResult } from './dialog-queue';

const ask = (id: string, cancelLabel?: string) => ({ id, title: `Title ${id}`, confirmLabel: 'OK', cancelLabel });

describe('dialog queue', () => {
  it('keeps arrival order and shows the head', () => {
    let queue = enqueueDialog([], ask('a'));
    queue = enqueueDialog(queue, ask('b'));
    queue = enqueueDialog(queue, ask('c'));
    expect(queue.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    queue = dequeueDialog(queue, 'a');
    expect(queue[0]?.id).toBe('b');
  });

  it('drops a request whose id is already showing or waiting', () => {
    const queue = enqueueDialog(enqueueDialog([], ask('a')), ask('a'));
    expect(queue).toHaveLength(1);
  });

  it('escape answers cancel, or confirm for a one-button alert', () => {
    expect(escapeResult(ask('a', 'Nevermind'))).toBe('cancel');
    expect(escapeResult(ask('a'))).toBe('confirm');
  });
});
