import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Handler, RemoteProps, Topic, User } from '@dash/shared-contracts';

/** The custom props the shell mounted this remote (or widget) with, for every component below. */
const RemoteContext = createContext<RemoteProps | null>(null);

export function RemoteProvider({ value, children }: { value: RemoteProps; children: ReactNode }) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote needs a RemoteProvider (the remote root component provides it)');
  return props;
}

/** Subscribes to a bus topic for the component's lifetime; the latest handler is always called. */
export function useBusEvent<T extends Topic>(topic: T, handler: Handler<T>): void {
  const { bus } = useRemote();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(topic, (payload) => latest.current(payload)), [bus, topic]);
}

/**
 * The session's current blog name: the one the remote was mounted with, then whatever the
 * `session:current-blog` fact says (it replays, so a late mount still gets the latest value).
 */
export function useCurrentBlog(): string | null {
  const { session } = useRemote();
  const [name, setName] = useState<string | null>(session.current_blog);
  useBusEvent('session:current-blog', (payload) => setName(payload.name));
  return name;
}

/**
 * The signed-in user: the one the remote was mounted with, then the user of each
 * `session:user-changed` fact about that same user (the dashboard settings page saved a preference).
 */
export function useSessionUser(): User | null {
  const { session } = useRemote();
  const [user, setUser] = useState<User | null>(session.user);
  useBusEvent('session:user-changed', (payload) => {
    setUser((current) => (current && payload.user.name === current.name ? payload.user : current));
  });
  return user;
}
