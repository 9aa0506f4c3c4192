import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient, DashBus, Handler, Session, Topic, TopicPayload } from '@dash/shared-contracts';

/** What a post action's answer changed in the viewer's counts (the `session:counts-changed` payload). */
export type CountsChange = TopicPayload<'session:counts-changed'>;

/** The viewer's session as a store React can read (useSyncExternalStore). */
export interface SessionSource {
  get(): Session;
  subscribe(listener: () => void): () => void;
}

/**
 * Everything the post card needs from the page it is drawn in. The shell implements it from its
 * services (app/post-card-host.tsx), a remote from its mount props (`remotePostCardHost`). Dialogs,
 * toasts, sharing, following, the post form and the blog overlay are bus commands (`dialog:open`
 * through askDialog, `toast:show`, `share:open`, `blog:follow`, `compose:open`, `blog:open`), which
 * the shell and the owning remotes answer wherever the card is.
 */
export interface PostCardHost {
  bus: DashBus;
  api: ApiClient;
  session: SessionSource;
  /** Applies the counts an action's answer carried to the page's session (spec 1 §4). */
  applyCounts(change: CountsChange): void;
  /** Navigates inside the single-page app without a page load (tag links). */
  navigate(url: string): void;
  /** The path the like and reply `source` label derives from (spec 1 §2 "Post-like source labels"). */
  pathname(): string;
  /**
   * Where the cards are, which says what covers them (their videos pause while it is open): the
   * `page` is covered by the blog overlay and the post form, the `blog-overlay` by the post form
   * only, and the `post-form` (the reblog form's trail) by neither.
   */
  surface: 'page' | 'blog-overlay' | 'post-form';
}

const PostCardHostContext = createContext<PostCardHost | null>(null);

export function PostCardHostProvider({ host, children }: { host: PostCardHost; children: ReactNode }) {
  return <PostCardHostContext.Provider value={host}>{children}</PostCardHostContext.Provider>;
}

export function usePostCardHost(): PostCardHost {
  const host = useContext(PostCardHostContext);
  if (!host) throw new Error('The post card needs a PostCardHostProvider (the shell or the remote provides it)');
  return host;
}

/** The viewer's session, re-rendering on every change (the same snapshot serves the server render). */
export function useHostSession(): Session {
  const { session } = usePostCardHost();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Signed in with a user: what decides the card's actions for members. */
export function useLoggedIn(): boolean {
  const session = useHostSession();
  return session.logged_in && session.user !== null;
}

/** Subscribes to a topic of the host's bus for the component's lifetime; the latest handler is called. */
export function useHostBusEvent<T extends Topic>(topic: T, handler: Handler<T>): void {
  const { bus } = usePostCardHost();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(topic, (payload) => latest.current(payload)), [bus, topic]);
}
