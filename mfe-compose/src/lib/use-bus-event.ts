import { useEffect, useRef } from 'react';
import type { Topic, TopicPayload } from '@dash/shared-contracts';
import { useRemote } from '../app/remote-context';

/** Subscribes to a bus topic for the component's lifetime; the latest handler is always called. */
export function useBusEvent<T extends Topic>(topic: T, handler: (payload: TopicPayload<T>) => void): void {
  const { bus } = useRemote();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(topic, (payload) => latest.current(payload)), [bus, topic]);
}
