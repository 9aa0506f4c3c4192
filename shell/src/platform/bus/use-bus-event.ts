import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Handler, Topic } from '@dash/shared-contracts';
import { useShellServices } from '../../app/shell-services';

/**
 * Subscribes a component to a bus topic for as long as it is mounted. The latest handler is always
 * called, so callers need not memoise it; replay topics deliver their current value at once.
 */
export function useBusEvent<T extends Topic>(topic: T, handler: Handler<T>): void {
  const { bus } = useShellServices();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(topic, (payload) => latest.current(payload)), [bus, topic]);
}
