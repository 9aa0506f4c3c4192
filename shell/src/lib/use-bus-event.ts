import { useEffect, useRef, useState } from 'react';
import type { Handler, Topic, TopicPayload } from '@dash/shared-contracts';
import { useShellServices } from '../app/shell-services';

/** Subscribes to a bus topic for the component's lifetime; the latest handler is always called. */
export function useBusEvent<T extends Topic>(topic: T, handler: Handler<T>): void {
  const { bus } = useShellServices();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(topic, (payload) => latest.current(payload)), [bus, topic]);
}

/** The current value of a replayed fact (starts from `bus.last`, follows every new value). */
export function useBusFact<T extends Topic>(topic: T): TopicPayload<T> | undefined {
  const { bus } = useShellServices();
  const [value, setValue] = useState<TopicPayload<T> | undefined>(() => bus.last(topic));
  useBusEvent(topic, (payload) => setValue(() => payload));
  return value;
}
