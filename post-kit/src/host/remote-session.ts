import type { DashBus, Session } from '@dash/shared-contracts';
import type { SessionSource } from './post-card-host';

/**
 * A remote's view of the session: the one it was mounted with, then what the session facts say
 * (`session:logged-out`, `session:user-changed` for the same user, `session:current-blog`). It
 * listens while someone reads it, so a card never holds a bus subscription after it unmounts.
 */
export function remoteSessionSource(bus: DashBus, initial: Session): SessionSource {
  let session = initial;
  const listeners = new Set<() => void>();
  let stop: Array<() => void> = [];
  const set = (next: Session) => {
    if (next === session) return;
    session = next;
    listeners.forEach((listener) => listener());
  };
  const listen = () => [
    bus.on('session:logged-out', () => set({ ...session, logged_in: false, user: null })),
    bus.on('session:user-changed', ({ user }) => {
      if (session.user && session.user.name === user.name) set({ ...session, user });
    }),
    bus.on('session:current-blog', ({ name }) => {
      if (session.current_blog !== name) set({ ...session, current_blog: name });
    }),
  ];
  return {
    get: () => session,
    subscribe(listener) {
      if (listeners.size === 0) stop = listen();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop.forEach((unsubscribe) => unsubscribe());
        stop = [];
      };
    },
  };
}
