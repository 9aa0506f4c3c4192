import { useState } from 'react';
import type { Topic, TopicPayload } from '@dash/shared-contracts';
import { useShellServices } from '../app/shell-services';
import { useBusEvent } from '../platform/bus/use-bus-event';

export { useBusEvent };

/** The current value of a replayed fact (starts from `bus.last`, follows every new value). */
export function useBusFact<T extends Topic>(topic: T): TopicPayload<T> | undefined {
  const { bus } = useShellServices();
  const [value, setValue] = useState<TopicPayload<T> | undefined>(() => bus.last(topic));
  useBusEvent(topic, (payload) => setValue(() => payload));
  return value;
}
