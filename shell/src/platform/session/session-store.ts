import { API_ROUTES } from '@dash/shared-contracts/core';
import { loadSchemas } from '../../lib/contract-schemas';
import type { ApiClient, DashBus, Session } from '@dash/shared-contracts';
import type { SessionStore } from '../../app/shell-services';
import { withCountsChange } from './context-counts';

export interface PlatformSessionStore extends SessionStore {
  /** Another tab switched the blog on the server: follow it here without a call. */
  applyCurrentBlogFromElsewhere(name: string): void;
  /** Another tab logged out: the cookie is gone here too, so fetch the visitor session. */
  handleLoggedOutElsewhere(): Promise<void>;
  /**
   * Another tab signed in as `user`: the cookie is here too, so a tab without that user fetches the
   * session and takes it. True when this tab is now signed in because of it.
   */
  handleLoggedInElsewhere(user: string): Promise<boolean>;
}

export interface SessionStoreOptions {
  initial: Session;
  api: ApiClient;
  bus: DashBus;
  navigate: (url: string) => void;
  /** Full page load, the last resort when the visitor session cannot be fetched. */
  hardNavigate?: (url: string) => void;
}

export const AFTER_LOGOUT_PATH = '/dashboard';
export const LOGGED_OUT_ELSEWHERE_PATH = '/login';

/**
 * Holds the session the server inlined at boot. Snapshots are immutable and replaced whole, so
 * `get` returns the same object until something changes (useSyncExternalStore needs that).
 */
export function createSessionStore(options: SessionStoreOptions): PlatformSessionStore {
  const { api, bus, navigate } = options;
  const hardNavigate = options.hardNavigate ?? ((url: string) => window.location.assign(url));
  let session = options.initial;
  const listeners = new Set<() => void>();

  const set = (next: Session) => {
    if (next === session) return;
    session = next;
    listeners.forEach((listener) => listener());
  };

  const announceBlog = (previous: string | null) => {
    if (session.logged_in && session.current_blog && session.current_blog !== previous) {
      bus.emit('session:current-blog', { name: session.current_blog });
    }
  };

  /** Replaces the session with the visitor one the server now answers (new form key included). */
  const becomeVisitor = async (then: string): Promise<void> => {
    try {
      const { SessionSchema } = await loadSchemas();
      const visitor = await api.get(API_ROUTES.session, { schema: SessionSchema });
      set(visitor);
      navigate(then);
    } catch {
      // Without a fresh form key nothing else would work: start over from the server.
      hardNavigate(then);
    }
  };

  // Remotes mount late: the current blog is state they read by replay.
  announceBlog(null);
  // Post cards in remotes (the blog overlay) report the counts their actions' answers carried.
  bus.on('session:counts-changed', (change) => set(withCountsChange(session, change)));
  // The guided tour ended in another tab (the window channel re-emits it here): it is done here too.
  bus.on('session:tour-done', ({ user }) => {
    if (!session.logged_in || !session.user || session.user.name !== user || session.user.tour_done) return;
    set({ ...session, user: { ...session.user, tour_done: true } });
  });

  return {
    get: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async setCurrentBlog(name) {
      if (!session.blogs.some((blog) => blog.name === name)) throw new Error(`"${name}" is not one of your blogs.`);
      if (session.current_blog === name) return;
      await api.post(API_ROUTES.switchBlog, { form: { tumblelog: name } });
      const previous = session.current_blog;
      set({ ...session, current_blog: name });
      announceBlog(previous);
    },

    async logout() {
      await api.post(API_ROUTES.logout);
      bus.emit('session:logged-out', {});
      await becomeVisitor(AFTER_LOGOUT_PATH);
    },

    replace(next) {
      const wasVisitor = !session.logged_in;
      const previous = session.logged_in ? session.current_blog : null;
      set(next);
      announceBlog(previous);
      // Signed in here (the login or sign-up form): the other tabs take the session too.
      if (wasVisitor && next.logged_in && next.user) bus.emit('session:logged-in', { user: next.user.name });
    },

    replaceUser(user) {
      if (!session.logged_in || session.user?.name !== user.name) return;
      const tourEnded = !session.user.tour_done && user.tour_done === true;
      set({ ...session, user });
      bus.emit('session:user-changed', { user });
      // The other tabs hide the tour they show (the fact is cross-window); this tab already has it.
      if (tourEnded) bus.emit('session:tour-done', { user: user.name });
    },

    applyCounts(change) {
      set(withCountsChange(session, change));
    },

    applyCurrentBlogFromElsewhere(name) {
      if (!session.logged_in || session.current_blog === name) return;
      if (!session.blogs.some((blog) => blog.name === name)) return;
      set({ ...session, current_blog: name });
    },

    async handleLoggedOutElsewhere() {
      if (!session.logged_in) return;
      await becomeVisitor(LOGGED_OUT_ELSEWHERE_PATH);
    },

    async handleLoggedInElsewhere(user) {
      if (session.logged_in && session.user?.name === user) return false;
      try {
        const { SessionSchema } = await loadSchemas();
        const next = await api.get(API_ROUTES.session, { schema: SessionSchema });
        if (!next.logged_in || next.user?.name !== user) return false;
        // Taken quietly (not through replace): announcing it back would only bounce.
        const previous = session.logged_in ? session.current_blog : null;
        set(next);
        announceBlog(previous);
        return true;
      } catch {
        return false; // offline: this tab stays a visitor until its next page load
      }
    },
  };
}
