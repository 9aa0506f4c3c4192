import { createContext, useContext, useSyncExternalStore } from 'react';
import type {
  ApiClient,
  DashBus,
  EnvironmentRegistry,
  NavigateOptions,
  RemoteName,
  Session,
  SlotName,
  Topic,
  TopicPayload,
  User,
} from '@dash/shared-contracts';
import type { InitialBlogStore } from './initial-blog';
import type { InitialFeedStore } from './initial-feed';
import type { InitialSearchStore } from './initial-search';

/**
 * The seam between the shell's platform (src/platform: bus, window channel, API client, session,
 * router, remote registry and loader) and its features (src/features: header, feed pages, post
 * cards, account pages). Features reach the platform only through these services.
 */
export interface SessionStore {
  get(): Session;
  subscribe(listener: () => void): () => void;
  /** Switches the current blog on the server, then here, then in the other tabs. */
  setCurrentBlog(name: string): Promise<void>;
  /** Logs out on the server, then here and in the other tabs. */
  logout(): Promise<void>;
  /** Replaces the session after login, registration or a refresh from GET /svc/session. */
  replace(session: Session): void;
  /**
   * The signed-in user as the server now answers it (a settings page saved): replaces the session's
   * user and emits `session:user-changed` so mounted remotes see it. Ignored for another user's name.
   */
  replaceUser(user: User): void;
  /**
   * Counts a post action's answer carried (spec 1 §4): `counts` (context_tumblelog) replace the current
   * blog's and the user's `*_count` fields, `likedPostDelta` moves the liked count; never below 0.
   * Cards in remotes reach it through the `session:counts-changed` fact.
   */
  applyCounts(change: TopicPayload<'session:counts-changed'>): void;
}

export interface Router {
  /**
   * Current location (pathname + search), re-rendered on every navigation; `overlayBase` is the
   * page under an overlay's address (the peepr), null for a page of its own.
   */
  getLocation(): { pathname: string; search: string; overlayBase?: string | null };
  subscribe(listener: () => void): () => void;
  /**
   * Goes to another route without a page load (single-spa reroutes). `replace` swaps the current
   * history entry instead of pushing one: redirects use it so Back does not bounce.
   */
  navigate(url: string, options?: NavigateOptions): void;
}

export interface ShellServices {
  bus: DashBus;
  api: ApiClient;
  session: SessionStore;
  router: Router;
  registry: EnvironmentRegistry;
  /**
   * Renders a slot: the widget's look-alike (children) until the remote's widget, mounted as a
   * single-spa parcel, replaces it.
   */
  RemoteSlot: (props: { slot: SlotName; className?: string; children?: React.ReactNode }) => React.ReactNode;
  /** Loads a remote ahead of its first use (a remote loads only when the page needs it). */
  remotes: {
    demand(name: RemoteName): void;
    isDemanded(name: RemoteName): boolean;
    /** Whether the remote that owns a command (or the shell) listens for it by now. */
    ownerListens(topic: Topic): boolean;
  };
  /** Renders the host elements of every remote application plus their failure notices. */
  RemoteAppHosts: () => React.ReactNode;
  /** The first feed page the server rendered into the HTML (absent when it rendered none). */
  initialFeed?: InitialFeedStore;
  /** The first page of a blog page the server rendered into the HTML (absent when it rendered none). */
  initialBlog?: InitialBlogStore;
  /**
   * The first page of a search the server is rendering (the server's services; in the browser the
   * search page reads it from the page itself, app/initial-search.ts `pageInitialSearch`).
   */
  initialSearch?: InitialSearchStore;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs a ShellServicesContext provider');
  return services;
}

export function useSession(): Session {
  const { session } = useShellServices();
  // The same snapshot serves the server render and hydration: the store starts from the session the
  // server rendered with.
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useLocation(): { pathname: string; search: string; overlayBase?: string | null } {
  const { router } = useShellServices();
  return useSyncExternalStore(router.subscribe, router.getLocation, router.getLocation);
}
