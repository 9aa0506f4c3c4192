import { askDialog } from './ask-dialog';
import type { Topic, TopicPayload } from './topics';
import type { DashBus, Handler } from './types';

/** A minimal in-memory bus: enough for the request/answer round trip, no validation. */
function createTestBus(): DashBus {
  const handlers = new Map<Topic, Set<(payload: unknown) => void>>();
  return {
    emit<T extends Topic>(topic: T, payload: TopicPayload<T>) {
      for (const handler of [...(handlers.get(topic) ?? [])]) handler(payload);
    },
    on<T extends Topic>(topic: T, handler: Handler<T>) {
      const set = handlers.get(topic) ?? new Set();
      const wrapped = (payload: unknown) => handler(payload as TopicPayload<T>);
      set.add(wrapped);
      handlers.set(topic, set);
      return () => set.delete(wrapped);
    },
    last: () => undefined,
  };
}

describe('askDialog', () => {
  it('emits dialog:open and resolves with the answer for its own id only', async () => {
    const bus = createTestBus();
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

  it('prefixes ids and gives every request its own id', () => {
    const bus = createTestBus();
    const ids: string[] = [];
    bus.on('dialog:open', (payload) => ids.push(payload.id));
    void askDialog(bus, { title: 'One?', confirmLabel: 'OK' }, 'shell');
    void askDialog(bus, { title: 'Two?', confirmLabel: 'OK' }, 'shell');
    expect(ids[0]).toMatch(/^shell-/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
