import { CROSS_WINDOW_TOPICS, TOPICS, WINDOW_CHANNEL_NAME, WINDOW_CHANNEL_PROTOCOL } from '@dash/shared-contracts/core';
import type {
  CROSS_WINDOW_TOPIC_SCHEMAS,
  CrossWindowTopic,
  DashBus,
  TopicPayload,
  WindowMessage,
  WindowMessageSchema,
} from '@dash/shared-contracts';

/** What the bridge needs of a BroadcastChannel, so tests can pass a fake pair. */
export interface ChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface WindowChannelEffects {
  /** Another tab logged out (the session cookie is gone for this tab too). */
  onLoggedOutElsewhere(): void;
  /** Another tab signed in as this user (the session cookie is this tab's too). */
  onLoggedInElsewhere(user: string): void;
  /** Another tab switched the current blog on the server. */
  onCurrentBlogElsewhere(name: string): void;
}

export interface WindowChannelOptions {
  bus: DashBus;
  effects: WindowChannelEffects;
  /** Default: a BroadcastChannel named WINDOW_CHANNEL_NAME, or none where the browser has none. */
  port?: ChannelPort | null;
  tabId?: string;
  /** Where the message schemas come from. Default: the full contracts, loaded with the first message. */
  loadSchemas?: LoadSchemas;
}

/** The schemas another tab's messages are checked against (zod: not needed before a message arrives). */
export interface WindowChannelSchemas {
  WindowMessageSchema: typeof WindowMessageSchema;
  CROSS_WINDOW_TOPIC_SCHEMAS: typeof CROSS_WINDOW_TOPIC_SCHEMAS;
}
export type LoadSchemas = () => Promise<WindowChannelSchemas>;

const loadContractSchemas: LoadSchemas = () => import('@dash/shared-contracts');

export interface WindowChannel {
  readonly tabId: string;
  stop(): void;
}

const REPLAY_TOPICS = CROSS_WINDOW_TOPICS.filter((topic) => TOPICS[topic].replay);

function defaultPort(): ChannelPort | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(WINDOW_CHANNEL_NAME) : null;
}

function newTabId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function isCrossWindowTopic(topic: string): topic is CrossWindowTopic {
  return (CROSS_WINDOW_TOPICS as string[]).includes(topic);
}

/**
 * Bridges the cross-window facts of the bus between the tabs of one browser (spec 3 §9, sync/ack
 * handshake; the message shapes are ours, see shared-contracts window-channel.ts). An event that
 * came from another tab is emitted locally and never sent back, so two tabs cannot loop.
 */
export function startWindowChannel(options: WindowChannelOptions): WindowChannel {
  const { bus, effects } = options;
  const tabId = options.tabId ?? newTabId();
  const port = options.port === undefined ? defaultPort() : options.port;
  if (!port) return { tabId, stop: () => undefined };

  const post = (message: WindowMessage) => port.postMessage(message);
  // Set while a fact from another tab is re-emitted here, so our own listener does not echo it.
  let relaying = false;

  const applyRemote = (schemas: WindowChannelSchemas, topic: CrossWindowTopic, raw: unknown): void => {
    const parsed = schemas.CROSS_WINDOW_TOPIC_SCHEMAS[topic].safeParse(raw);
    if (!parsed.success) return;
    // The checked value: keys the schema does not know (another version's additions) stay behind.
    const payload = parsed.data as TopicPayload<typeof topic>;
    relaying = true;
    try {
      bus.emit(topic, payload);
    } finally {
      relaying = false;
    }
    if (topic === 'session:logged-out') effects.onLoggedOutElsewhere();
    if (topic === 'session:logged-in') effects.onLoggedInElsewhere((parsed.data as { user: string }).user);
    if (topic === 'session:current-blog') effects.onCurrentBlogElsewhere((parsed.data as { name: string }).name);
  };

  const unsubscribers = CROSS_WINDOW_TOPICS.map((topic) => {
    // A replay topic hands its current value to a new subscriber at once: that value is not news.
    let subscribing = true;
    const off = bus.on(topic, (payload) => {
      if (subscribing || relaying) return;
      post({ kind: 'event', protocol: WINDOW_CHANNEL_PROTOCOL, from: tabId, topic, payload });
    });
    subscribing = false;
    return off;
  });

  const handle = (schemas: WindowChannelSchemas, data: unknown) => {
    const result = schemas.WindowMessageSchema.safeParse(data);
    if (!result.success) return;
    const message = result.data;
    if (message.protocol !== WINDOW_CHANNEL_PROTOCOL || message.from === tabId) return;
    switch (message.kind) {
      case 'sync': {
        const state: Record<string, unknown> = {};
        for (const topic of REPLAY_TOPICS) {
          const last = bus.last(topic);
          if (last !== undefined) state[topic] = last;
        }
        post({ kind: 'ack', protocol: WINDOW_CHANNEL_PROTOCOL, from: tabId, to: message.from, state });
        return;
      }
      case 'ack': {
        if (message.to !== tabId) return;
        for (const [topic, payload] of Object.entries(message.state)) {
          if (isCrossWindowTopic(topic) && TOPICS[topic].replay) applyRemote(schemas, topic, payload);
        }
        return;
      }
      case 'event': {
        if (isCrossWindowTopic(message.topic)) applyRemote(schemas, message.topic, message.payload);
        return;
      }
    }
  };

  // Messages are handled in the order they came, once the schemas are here (the first message loads
  // them; later ones wait behind it). Nothing is handled after stop().
  let stopped = false;
  let schemas: Promise<WindowChannelSchemas> | null = null;
  let queue: Promise<void> = Promise.resolve();
  const onMessage = (event: MessageEvent) => {
    // A failed load (offline) is tried again with the next message.
    const loading = (schemas ??= (options.loadSchemas ?? loadContractSchemas)().catch((error: unknown) => {
      schemas = null;
      throw error;
    }));
    queue = queue
      .then(() => loading)
      .then((loaded) => {
        if (!stopped) handle(loaded, event.data);
      })
      .catch((error: unknown) => console.error('[dash window-channel] a message from another tab could not be checked', error));
  };

  port.addEventListener('message', onMessage);
  post({ kind: 'sync', protocol: WINDOW_CHANNEL_PROTOCOL, from: tabId });

  return {
    tabId,
    stop() {
      stopped = true;
      unsubscribers.forEach((off) => off());
      port.removeEventListener('message', onMessage);
      port.close();
    },
  };
}
