import { ReplaySubject } from 'rxjs/internal/ReplaySubject';
import { Subject } from 'rxjs/internal/Subject';
import { TOPICS } from '@dash/shared-contracts/core';
import type { DashBus, Handler, RemoteName, Topic, TopicDefinition, TopicPayload, Unsubscribe } from '@dash/shared-contracts';
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
  /**
   * Told of every command that a remote owns (TOPICS[topic].owner), before it is delivered or kept:
   * the platform loads the owner on its first command.
   */
  onOwnedCommand?: (owner: RemoteName, topic: Topic) => void;
}

interface Channel {
  subject: Subject<unknown>;
  last: { value: unknown } | undefined;
  /** Commands waiting for the first subscriber (for an owned command: the first that may own it). */
  pending: unknown[];
  /** Subscribers that may carry out the topic's owned command: its owner, or the shell itself. */
  owners: number;
}

/** The shell's bus, and a view of it for each remote, so the bus knows who listens. */
export interface PlatformBus extends DashBus {
  /**
   * The bus as one remote sees it. A command that a remote owns is kept until that remote (or the
   * shell) listens: the other remotes' listeners (they close their popovers on compose:open-fast)
   * must not take it before its owner has mounted.
   */
  forRemote(name: RemoteName): DashBus;
  /** Whether a command's owner (or, for a command no remote owns, anyone) listens by now. */
  ownerListens(topic: Topic): boolean;
}

/**
 * The shell's one bus instance (DashBus from the contracts). Replay topics keep their last value in
 * a ReplaySubject(1) so late subscribers (remotes mount late) get the current state; commands wait
 * in a small buffer until their owner subscribes; a throwing handler never reaches the emitter or
 * the other handlers.
 */
export function createBus(options: BusOptions = {}): PlatformBus {
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
        owners: 0,
      };
      channels.set(topic, channel);
    }
    return channel;
  };

  const check = <T extends Topic>(topic: T, payload: TopicPayload<T>): void => {
    const problem = payloadProblem?.(topic, payload);
    if (problem) throw new Error(`Invalid payload for bus topic "${topic}": ${problem}`);
  };

  const emit: DashBus['emit'] = (topic, payload) => {
    const channel = channelOf(topic);
    check(topic, payload);
    const definition: TopicDefinition = TOPICS[topic];
    if (definition.owner) options.onOwnedCommand?.(definition.owner, topic);
    if (definition.replay) channel.last = { value: payload };
    if (definition.kind === 'command') {
      const ownerAbsent = definition.owner ? channel.owners === 0 : !channel.subject.observed;
      if (ownerAbsent) {
        channel.pending.push(payload);
        if (channel.pending.length > COMMAND_BUFFER_LIMIT) channel.pending.shift();
        // An owned command still reaches the other listeners now; its owner gets it on arrival.
        if (!definition.owner) return;
      }
    }
    channel.subject.next(payload);
  };

  /** `who`: the remote subscribing, or undefined for the shell. */
  const subscribe = <T extends Topic>(topic: T, handler: Handler<T>, who?: RemoteName): Unsubscribe => {
    const channel = channelOf(topic);
    const definition: TopicDefinition = TOPICS[topic];
    const deliver = (payload: unknown) => {
      try {
        handler(payload as TopicPayload<T>);
      } catch (error) {
        report(topic, error);
      }
    };
    const subscription = channel.subject.subscribe(deliver);
    const mayOwn = !definition.owner || who === undefined || who === definition.owner;
    if (mayOwn) channel.owners += 1;
    if (mayOwn && channel.pending.length > 0) {
      const waiting = channel.pending.splice(0);
      waiting.forEach(deliver);
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      if (mayOwn) channel.owners -= 1;
      subscription.unsubscribe();
    };
  };

  const last = <T extends Topic>(topic: T): TopicPayload<T> | undefined =>
    channels.get(topic)?.last?.value as TopicPayload<T> | undefined;

  return {
    emit,
    on: (topic, handler) => subscribe(topic, handler),
    last,
    forRemote: (name) => ({ emit, last, on: (topic, handler) => subscribe(topic, handler, name) }),
    ownerListens: (topic) => (channels.get(topic)?.owners ?? 0) > 0,
  };
}
