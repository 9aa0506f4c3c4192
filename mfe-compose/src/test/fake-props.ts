import { TOPICS } from '@dash/shared-contracts';
import type { ApiClient, DashBus, OwnBlog, RemoteProps, Session, Topic, TopicPayload } from '@dash/shared-contracts';

type AnyHandler = (payload: unknown) => void;

/** An in-memory bus with the contract's semantics: replayed facts and buffered commands. */
export function createFakeBus() {
  const handlers = new Map<Topic, Set<AnyHandler>>();
  const lastValues = new Map<Topic, unknown>();
  const pending = new Map<Topic, unknown[]>();
  const emitted: Array<{ topic: Topic; payload: unknown }> = [];

  const bus: DashBus = {
    emit(topic, payload) {
      emitted.push({ topic, payload });
      const def = TOPICS[topic];
      if (def.kind === 'fact' && def.replay) lastValues.set(topic, payload);
      const set = handlers.get(topic);
      if ((!set || set.size === 0) && def.kind === 'command') {
        pending.set(topic, [...(pending.get(topic) ?? []), payload]);
        return;
      }
      set?.forEach((handler) => handler(payload));
    },
    on(topic, handler) {
      const set = handlers.get(topic) ?? new Set<AnyHandler>();
      handlers.set(topic, set);
      set.add(handler as AnyHandler);
      if (lastValues.has(topic)) (handler as AnyHandler)(lastValues.get(topic));
      const queued = pending.get(topic);
      if (queued) {
        pending.delete(topic);
        queued.forEach((payload) => (handler as AnyHandler)(payload));
      }
      return () => set.delete(handler as AnyHandler);
    },
    last<T extends Topic>(topic: T) {
      return lastValues.get(topic) as TopicPayload<T> | undefined;
    },
  };

  return {
    bus,
    emitted,
    /** Payloads emitted on one topic, in order. */
    payloads<T extends Topic>(topic: T): Array<TopicPayload<T>> {
      return emitted.filter((e) => e.topic === topic).map((e) => e.payload as TopicPayload<T>);
    },
  };
}

export function fakeBlog(name: string, extra: Partial<OwnBlog> = {}): OwnBlog {
  return {
    name,
    uuid: `t:${name}`,
    title: `${name} title`,
    avatar_url: `/media/avatars/${name}.png`,
    url: `http://localhost/blog/${name}`,
    mention_key: name,
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

export function fakeSession(blogs: OwnBlog[] = [fakeBlog('alice', { is_primary: true })]): Session {
  return {
    logged_in: true,
    user: {
      name: 'alice@example.com',
      email: 'alice@example.com',
      primary: blogs[0]?.name ?? 'alice',
      can_message: true,
      is_sounds_enabled: false,
      is_verified_email: true,
      default_editor_type: 'rich',
      language: 'en_US',
      liked_post_count: 0,
      friend_count: 0,
      polling_token: 'token',
    },
    blogs,
    current_blog: blogs[0]?.name ?? null,
    form_key: 'form-key',
    flags: {},
  };
}

export function createFakeApi() {
  return {
    get: jest.fn(),
    post: jest.fn(),
    delete: jest.fn(),
  } satisfies Record<keyof ApiClient, jest.Mock>;
}

/** Props as the shell would pass them, with jest fakes to assert on. */
export function createFakeProps(overrides: { session?: Session; path?: string } = {}) {
  const fakeBus = createFakeBus();
  const api = createFakeApi();
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const navigate = jest.fn((url: string) => {
    const path = url.split('?')[0] ?? url;
    fakeBus.bus.emit('route:changed', { path, search: '' });
  });
  fakeBus.bus.emit('route:changed', { path: overrides.path ?? '/dashboard', search: '' });
  const props: RemoteProps = {
    name: 'test',
    bus: fakeBus.bus,
    api: api as unknown as ApiClient,
    session: overrides.session ?? fakeSession(),
    flags: {},
    domElement,
    loadWidget: jest.fn(),
    navigate,
  };
  return { props, api, navigate, ...fakeBus };
}
