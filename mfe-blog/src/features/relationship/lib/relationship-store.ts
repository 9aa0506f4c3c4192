import type { Blog, DashBus } from '@dash/shared-contracts';

/** What the viewer has with one blog, as far as this remote knows. */
export interface Relationship {
  following: boolean;
  canSubscribe: boolean;
  isSubscribed: boolean;
}

export type RelationshipAction = 'follow' | 'subscribe' | 'block';

export interface RelationshipStore {
  /** Undefined until a header load or a fact told us. */
  get(name: string): Relationship | undefined;
  /** A fresh server read (the blog header); ignored while a follow change (optimistic) is under way. */
  seed(name: string, relationship: Relationship): void;
  /** Marks an action as under way; false when it already is (the second request is dropped). */
  begin(action: RelationshipAction, name: string): boolean;
  end(action: RelationshipAction, name: string): void;
  isPending(action: RelationshipAction, name: string): boolean;
  subscribe(listener: () => void): () => void;
  /** Follows the facts on the bus until the returned function is called. */
  listen(bus: DashBus): () => void;
}

export function relationshipOf(blog: Blog): Relationship {
  return { following: blog.following, canSubscribe: blog.can_subscribe, isSubscribed: blog.is_subscribed };
}

/** Spec 1 §4 "Following": following sets can_subscribe; unfollowing clears it and is_subscribed. */
export function withFollowing(before: Relationship | undefined, following: boolean): Relationship {
  return following
    ? { following: true, canSubscribe: true, isSubscribed: before?.isSubscribed ?? false }
    : { following: false, canSubscribe: false, isSubscribed: false };
}

/**
 * This remote's private record of follow/subscribe state per blog. It changes only through the
 * facts on the bus (ours, other remotes', other tabs'), so every view of a blog agrees with what
 * was announced, optimistic changes and their reverts included.
 */
export function createRelationshipStore(): RelationshipStore {
  const entries = new Map<string, Relationship>();
  const pending = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const key = (action: RelationshipAction, name: string) => `${action}:${name}`;
  const put = (name: string, value: Relationship) => {
    entries.set(name, value);
    notify();
  };

  const listenTo = (bus: DashBus) => [
    bus.on('blog:follow-changed', ({ name, following }) => put(name, withFollowing(entries.get(name), following))),
    bus.on('blog:subscription-changed', ({ name, subscribed, canSubscribe }) =>
      put(name, { following: entries.get(name)?.following ?? canSubscribe, canSubscribe, isSubscribed: subscribed }),
    ),
    bus.on('blog:blocked', ({ name, blocked }) => {
      // The server unfollows a blog when it is blocked.
      if (blocked) put(name, withFollowing(undefined, false));
    }),
  ];

  return {
    get: (name) => entries.get(name),
    seed(name, relationship) {
      if (pending.has(key('follow', name))) return;
      const known = entries.get(name);
      if (
        known &&
        known.following === relationship.following &&
        known.canSubscribe === relationship.canSubscribe &&
        known.isSubscribed === relationship.isSubscribed
      )
        return;
      put(name, relationship);
    },
    begin(action, name) {
      if (pending.has(key(action, name))) return false;
      pending.add(key(action, name));
      notify();
      return true;
    },
    end(action, name) {
      if (pending.delete(key(action, name))) notify();
    },
    isPending: (action, name) => pending.has(key(action, name)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen(bus) {
      const offs = listenTo(bus);
      return () => offs.forEach((off) => off());
    },
  };
}
