import { windowStore, type OpenRequest, type WindowStore } from './window-store';

/** Spec 2 §9: a desktop notification closes itself after 5000 ms. */
export const NOTIFICATION_CLOSE_MS = 5000;

type NotificationCtor = {
  new (title: string, options?: NotificationOptions): Notification;
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
};

export interface NotifierDeps {
  /** The browser's `Notification`, or undefined where there is none. */
  Notification: () => NotificationCtor | undefined;
  isTabHidden: () => boolean;
  /** Brings this tab to the front (window.focus). */
  focusTab: () => void;
  /** True while the page has a user activation (a click): permission is asked only then. */
  hasUserActivation: () => boolean;
  store: WindowStore;
}

export interface NewMessage {
  /** The own blog that received the message ("New message for {blog}"). */
  blogName: string;
  /** The window the message belongs to is minimised. */
  minimized: boolean;
  /** What a click opens. */
  conversation: OpenRequest;
}

/**
 * Spec 2 §4 "Unread handling": "New message for {blog}" when the unread count rises while the tab is
 * hidden or the window is minimised. Permission is asked on demand: the first time the user opens a
 * conversation (never on page load). A click opens the conversation and focuses the tab.
 */
export class DesktopNotifier {
  private asked = false;

  constructor(private readonly deps: NotifierDeps) {}

  /** Asks for permission once, if the browser has not decided yet and the user is acting. */
  requestOnDemand(): void {
    const N = this.deps.Notification();
    if (!N || this.asked || N.permission !== 'default' || !this.deps.hasUserActivation()) return;
    this.asked = true;
    N.requestPermission().catch(() => undefined); // a refusal is the answer; nothing else to do
  }

  /** Shows the notification when the user is away from the conversation; returns it, or null. */
  notify(message: NewMessage): Notification | null {
    const N = this.deps.Notification();
    if (!N || N.permission !== 'granted') return null;
    if (!this.deps.isTabHidden() && !message.minimized) return null;
    let shown: Notification;
    try {
      shown = new N(`New message for ${message.blogName}`, { tag: `messaging:${message.blogName}` });
    } catch {
      return null; // e.g. Chrome on Android only allows notifications from a service worker
    }
    const timer = setTimeout(() => shown.close(), NOTIFICATION_CLOSE_MS);
    shown.onclick = () => {
      clearTimeout(timer);
      this.deps.focusTab();
      this.deps.store.open(message.conversation);
      shown.close();
    };
    return shown;
  }
}

export const desktopNotifier = new DesktopNotifier({
  Notification: () => (typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined),
  isTabHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  focusTab: () => window.focus(),
  hasUserActivation: () => {
    const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
    return activation ? activation.isActive : true;
  },
  store: windowStore,
});

/** The first conversation the user opens asks for permission (wired once, by the windows' root). */
export function askNotificationPermissionOnOpen(notifier: DesktopNotifier = desktopNotifier, store: WindowStore = windowStore) {
  return store.onOpen(() => notifier.requestOnDemand());
}
