import type { Topic, TopicPayload } from './topics';

export type Unsubscribe = () => void;
export type Handler<T extends Topic> = (payload: TopicPayload<T>) => void;

/**
 * The event bus every remote receives at mount (the shell owns the one instance). `on` returns its
 * own unsubscribe. `emit` validates the payload outside production and throws on a bad one.
 */
export interface DashBus {
  emit<T extends Topic>(topic: T, payload: TopicPayload<T>): void;
  on<T extends Topic>(topic: T, handler: Handler<T>): Unsubscribe;
  /** The last value of a replay topic, if any. */
  last<T extends Topic>(topic: T): TopicPayload<T> | undefined;
}
