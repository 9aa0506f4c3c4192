import { TOPICS } from '@dash/shared-contracts';
import type { DashBus, Handler, Topic, TopicPayload } from '@dash/shared-contracts';

export interface FakeBus extends DashBus {
  /** Every emitted message, in order, for assertions. */
  emitted: Array<{ topic: Topic; payload: unknown }>;
  emittedOn<T extends Topic>(topic: T): Array<TopicPayload<T>>;
}

/**
 * An in-memory bus with the contract's semantics: payloads are validated, replay facts hand their
 * last value to late subscribers, commands wait for their first subscriber.
 */
export function createFakeBus(): FakeBus {
  const handlers = new Map<Topic, Set<(payload: unknown) => void>>();
  const last = new Map<Topic, unknown>();
  const pending = new Map<Topic, unknown[]>();
  const emitted: FakeBus['emitted'] = [];

  const bus: FakeBus = {
    emitted,
    emittedOn<T extends Topic>(topic: T) {
      return emitted.filter((e) => e.topic === topic).map((e) => e.payload as TopicPayload<T>);
    },
    emit<T extends Topic>(topic: T, payload: TopicPayload<T>) {
      TOPICS[topic].schema.parse(payload);
      emitted.push({ topic, payload });
      const def = TOPICS[topic];
      if (def.kind === 'fact' && def.replay) last.set(topic, payload);
      const set = handlers.get(topic);
      if (def.kind === 'command' && (!set || set.size === 0)) {
        pending.set(topic, [...(pending.get(topic) ?? []), payload]);
        return;
      }
      set?.forEach((h) => h(payload));
    },
    on<T extends Topic>(topic: T, handler: Handler<T>) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      const h = handler as (payload: unknown) => void;
      set.add(h);
      if (last.has(topic)) h(last.get(topic));
      const queued = pending.get(topic);
      if (queued) {
        pending.delete(topic);
        queued.forEach((p) => h(p));
      }
      return () => {
        set.delete(h);
      };
    },
    last<T extends Topic>(topic: T) {
      return last.get(topic) as TopicPayload<T> | undefined;
    },
  };
  return bus;
}
