import type { DashBus, Topic, TopicPayload } from '@dash/shared-contracts';
import { createBus } from '../bus';
import type { PlatformBus } from '../bus';

export interface FakeBus extends DashBus {
  /** Everything emitted, in order. */
  emitted: Array<{ topic: Topic; payload: unknown }>;
  /** Payloads emitted on one topic, in order. */
  payloads<T extends Topic>(topic: T): Array<TopicPayload<T>>;
  /** The bus as one remote sees it (owned commands wait for their owner), recording like the rest. */
  forRemote: PlatformBus['forRemote'];
  ownerListens: PlatformBus['ownerListens'];
}

/**
 * The product's real bus (src/bus: payload validation, replay of facts, commands kept for their
 * owner, a throwing handler isolated) that also records what was emitted, so every package's
 * tests assert on the semantics the product runs: one test kit, no copy of the bus.
 */
export function createFakeBus(): FakeBus {
  const bus = createBus({ validate: true });
  const emitted: FakeBus['emitted'] = [];
  const record: DashBus['emit'] = (topic, payload) => {
    emitted.push({ topic, payload });
    bus.emit(topic, payload);
  };
  return {
    emitted,
    payloads<T extends Topic>(topic: T) {
      return emitted.filter((e) => e.topic === topic).map((e) => e.payload as TopicPayload<T>);
    },
    emit: record,
    on: (topic, handler) => bus.on(topic, handler),
    last: (topic) => bus.last(topic),
    forRemote: (name) => {
      const view = bus.forRemote(name);
      return { emit: record, on: view.on, last: view.last };
    },
    ownerListens: (topic) => bus.ownerListens(topic),
  };
}
