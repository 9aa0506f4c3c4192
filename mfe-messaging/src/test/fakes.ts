import {
  TOPICS,
  type ApiClient,
  type DashBus,
  type Handler,
  type OwnBlog,
  type RemoteProps,
  type Session,
  type Topic,
  type TopicPayload,
} from '@dash/shared-contracts';

/** An in-memory bus with the contract's semantics: replay facts replay, commands wait for a listener. */
export function createTestBus(): DashBus & { emitted: Array<{ topic: Topic; payload: unknown }> } {
  const handlers = new Map<Topic, Set<(payload: unknown) => void>>();
  const lastValues = new Map<Topic, unknown>();
  const pending = new Map<Topic, unknown[]>();
  const emitted: Array<{ topic: Topic; payload: unknown }> = [];
  return {
    emitted,
    emit<T extends Topic>(topic: T, payload: TopicPayload<T>) {
      emitted.push({ topic, payload });
      const def = TOPICS[topic];
      if (def.kind === 'fact' && def.replay) lastValues.set(topic, payload);
      const set = handlers.get(topic);
      if (def.kind === 'command' && (!set || set.size === 0)) {
        pending.set(topic, [...(pending.get(topic) ?? []), payload]);
        return;
      }
      set?.forEach((h) => h(payload));
    },
    on<T extends Topic>(topic: T, handler: Handler<T>) {
      const h = handler as (payload: unknown) => void;
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(h);
      if (lastValues.has(topic)) h(lastValues.get(topic));
      const waiting = pending.get(topic);
      if (waiting) {
        pending.delete(topic);
        waiting.forEach(h);
      }
      return () => set.delete(h);
    },
    last<T extends Topic>(topic: T) {
      return lastValues.get(topic) as TopicPayload<T> | undefined;
    },
  };
}

export function ownBlog(name: string, extra: Partial<OwnBlog> = {}): OwnBlog {
  return {
    name,
    uuid: `t:${name}`,
    title: name,
    avatar_url: `/media/avatar/${name}.png`,
    url: `/blog/${name}`,
    mention_key: `mk-${name}`,
    is_primary: false,
    unread_count: 0,
    unread_messages_count: 0,
    can_send_messages: true,
    post_count: 0,
    follower_count: 0,
    drafts_count: 0,
    queue_count: 0,
    ...extra,
  };
}

export function testSession(overrides: Partial<Session> = {}, user: Partial<NonNullable<Session['user']>> = {}): Session {
  return {
    logged_in: true,
    user: {
      name: 'ann',
      email: 'ann@example.com',
      primary: 'alpha',
      can_message: true,
      is_sounds_enabled: false,
      is_verified_email: true,
      default_editor_type: 'rich',
      language: 'en_US',
      liked_post_count: 0,
      friend_count: 0,
      polling_token: 'tok',
      ...user,
    },
    blogs: [ownBlog('alpha', { is_primary: true })],
    current_blog: 'alpha',
    form_key: 'fk',
    flags: {},
    ...overrides,
  };
}

export type ApiRoute = (path: string, query: Record<string, unknown>) => unknown;

/** An ApiClient answering GETs from a function; a thrown or rejected value becomes a failure. */
export function fakeApi(answer: ApiRoute): ApiClient & { get: jest.Mock; post: jest.Mock } {
  const call = jest.fn(
    async (path: string, options?: { query?: Record<string, unknown>; schema?: { parse(v: unknown): unknown } }) => {
      const value = await answer(path, options?.query ?? {});
      return options?.schema ? options.schema.parse(value) : value;
    },
  );
  return { get: call, post: call, delete: jest.fn() } as unknown as ApiClient & { get: jest.Mock; post: jest.Mock };
}

export function remoteProps(overrides: Partial<RemoteProps> = {}): RemoteProps {
  return {
    name: 'messaging',
    bus: createTestBus(),
    api: fakeApi(() => ({})),
    session: testSession(),
    flags: {},
    domElement: document.createElement('div'),
    loadWidget: () => Promise.reject(new Error('no widgets in tests')),
    navigate: jest.fn(),
    ...overrides,
  };
}
