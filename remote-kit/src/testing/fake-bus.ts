import { TOPICS, type DashBus, type Handler, type Topic, type TopicPayload } from '@dash/shared-contracts';

type AnyHandler = (payload: unknown) => void;

export interface FakeBus extends DashBus {
  /** Everything emitted, in order. */
  emitted: Array<{ topic: Topic; payload: unknown }>;
  /** Payloads emitted on one topic, in order. */
  payloads<T extends Topic>(topic: T): Array<TopicPayload<T>>;
}

/** An in-memory bus with the contract's semantics: replay facts replay, commands wait for a listener. */
export function createFakeBus(): FakeBus {
  const handlers = new Map<Topic, Set<AnyHandler>>();
  const lastValues = new Map<Topic, unknown>();
  const pending = new Map<Topic, unknown[]>();
  const emitted: Array<{ topic: Topic; payload: unknown }> = [];
  return {
    emitted,
    payloads<T extends Topic>(topic: T) {
      return emitted.filter((e) => e.topic === topic).map((e) => e.payload as TopicPayload<T>);
    },
    emit<T extends Topic>(topic: T, payload: TopicPayload<T>) {
      emitted.push({ topic, payload });
      const def = TOPICS[topic];
      if (def.kind === 'fact' && def.replay) lastValues.set(topic, payload);
      const set = handlers.get(topic);
      if (def.kind === 'command' && (!set || set.size === 0)) {
        pending.set(topic, [...(pending.get(topic) ?? []), payload]);
        return;
      }
      set?.forEach((h) => h(payload));
    },
    on<T extends Topic>(topic: T, handler: Handler<T>) {
      const h = handler as AnyHandler;
      const set = handlers.get(topic) ?? new Set<AnyHandler>();
      handlers.set(topic, set);
      set.add(h);
      if (lastValues.has(topic)) h(lastValues.get(topic));
      const waiting = pending.get(topic);
      if (waiting) {
        pending.delete(topic);
        waiting.forEach((payload) => h(payload));
      }
      return () => set.delete(h);
    },
    last<T extends Topic>(topic: T) {
      return lastValues.get(topic) as TopicPayload<T> | undefined;
    },
  };
}
