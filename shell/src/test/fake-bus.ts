import type { DashBus, Topic, TopicPayload } from '@dash/shared-contracts';
import { createBus } from '../platform/bus/create-bus';

export interface FakeBus extends DashBus {
  /** Every emitted message, in order, for assertions. */
  emitted: Array<{ topic: Topic; payload: unknown }>;
  emittedOn<T extends Topic>(topic: T): Array<TopicPayload<T>>;
}

/**
 * The shell's real bus (validation, replay, command buffering) that also records what was emitted,
 * so feature tests assert on the same semantics the product runs.
 */
export function createFakeBus(): FakeBus {
  const bus = createBus({ validate: true });
  const emitted: FakeBus['emitted'] = [];
  return {
    emitted,
    emittedOn<T extends Topic>(topic: T) {
      return emitted.filter((e) => e.topic === topic).map((e) => e.payload as TopicPayload<T>);
    },
    emit(topic, payload) {
      emitted.push({ topic, payload });
      bus.emit(topic, payload);
    },
    on: (topic, handler) => bus.on(topic, handler),
    last: (topic) => bus.last(topic),
  };
}
