import { ReplaySubject } from 'rxjs/internal/ReplaySubject';
import { Subject } from 'rxjs/internal/Subject';
import { TOPICS } from '@dash/shared-contracts';
import type { DashBus, Handler, Topic, TopicPayload, Unsubscribe } from '@dash/shared-contracts';
import { devPayloadCheck } from './dev-validation';

/** Commands sent before their owner listens are kept, at most this many per topic. */
export const COMMAND_BUFFER_LIMIT = 20;

export interface BusOptions {
  /**
   * Validate payloads with the topic's zod schema. Default: in development builds only; production
   * builds do not ship the schemas, so `true` there is ignored.
   */
  validate?: boolean;
  /** Where a throwing handler is reported. Default: console.error. */
  onHandlerError?: (topic: Topic, error: unknown) => void;
}

interface Channel {
  subject: Subject<unknown>;
  last: { value: unknown } | undefined;
  /** Commands waiting for the first subscriber. */
  pending: unknown[];
}

/**
 * The shell's one bus instance (DashBus from the contracts). Replay topics keep their last value in
 * a ReplaySubject(1) so late subscribers (remotes mount late) get the current state; commands wait
 * in a small buffer until their owner subscribes; a throwing handler never reaches the emitter or
 * the other handlers.
 */
export function createBus(options: BusOptions = {}): DashBus {
  const payloadProblem = (options.validate ?? true) ? devPayloadCheck : null;
  const report =
    options.onHandlerError ??
    ((topic: Topic, error: unknown) => console.error(`[dash bus] a handler of "${topic}" threw`, error));
  const channels = new Map<Topic, Channel>();

  const channelOf = (topic: Topic): Channel => {
    let channel = channels.get(topic);
    if (!channel) {
      const definition = TOPICS[topic];
      if (!definition) throw new Error(`Unknown bus topic "${String(topic)}".`);
      channel = {
        subject: definition.replay ? new ReplaySubject<unknown>(1) : new Subject<unknown>(),
        last: undefined,
        pending: [],
      };
      channels.set(topic, channel);
    }
    return channel;
  };

  const check = <T extends Topic>(topic: T, payload: TopicPayload<T>): void => {
    const problem = payloadProblem?.(topic, payload);
    if (problem) throw new Error(`Invalid payload for bus topic "${topic}": ${problem}`);
  };

  return {
    emit(topic, payload) {
      const channel = channelOf(topic);
      check(topic, payload);
      const definition = TOPICS[topic];
      if (definition.replay) channel.last = { value: payload };
      if (definition.kind === 'command' && !channel.subject.observed) {
        channel.pending.push(payload);
        if (channel.pending.length > COMMAND_BUFFER_LIMIT) channel.pending.shift();
        return;
      }
      channel.subject.next(payload);
    },

    on<T extends Topic>(topic: T, handler: Handler<T>): Unsubscribe {
      const channel = channelOf(topic);
      const deliver = (payload: unknown) => {
        try {
          handler(payload as TopicPayload<T>);
        } catch (error) {
          report(topic, error);
        }
      };
      const subscription = channel.subject.subscribe(deliver);
      if (channel.pending.length > 0) {
        const waiting = channel.pending.splice(0);
        waiting.forEach(deliver);
      }
      return () => subscription.unsubscribe();
    },

    last<T extends Topic>(topic: T): TopicPayload<T> | undefined {
      return channels.get(topic)?.last?.value as TopicPayload<T> | undefined;
    },
  };
}
