import type { DashBus } from '@dash/shared-contracts';
import type { Router } from '../../app/shell-services';

export interface ShellLocation {
  pathname: string;
  search: string;
  /**
   * The page under an overlay's address (the peepr's /blog/{name}), when this history entry was
   * pushed as an overlay in this page load; null for a page of its own (a load, a reload, a link).
   */
  overlayBase: string | null;
}

/** What an overlay's history entry carries: the page under it, and which page load pushed it. */
interface OverlayState {
  dashOverlay: { base: string; load: string };
}

/** One id per page load: after a reload an overlay's entry is a page of its own again (the server rendered it so). */
const PAGE_LOAD = Math.random().toString(36).slice(2);

function overlayBaseOf(state: unknown): string | null {
  const overlay = (state as Partial<OverlayState> | null)?.dashOverlay;
  return overlay && overlay.load === PAGE_LOAD && typeof overlay.base === 'string' ? overlay.base : null;
}

export interface PlatformRouter extends Router {
  stop(): void;
}

export interface RouterOptions {
  bus: DashBus;
  win?: Window;
  /**
   * Default: history.pushState. Once single-spa has loaded (with the first remote) it patches
   * pushState and reroutes the remotes on each call, like its navigateToUrl.
   */
  pushUrl?: (url: string, state?: unknown) => void;
}

/**
 * The shell's router: the History API, which single-spa patches once a remote has loaded, so the
 * shell's pages and the remotes see one navigation. Features navigate with `router.navigate(url)` (no <Link> component and no
 * global click interception: an <a href> with an onClick that calls navigate and prevents the
 * default keeps middle-click and "open in new tab" working).
 */
export function createRouter(options: RouterOptions): PlatformRouter {
  const { bus } = options;
  const win = options.win ?? window;
  const pushUrl = options.pushUrl ?? ((url: string, state?: unknown) => win.history.pushState(state ?? null, '', url));
  const listeners = new Set<() => void>();

  const read = (): ShellLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    overlayBase: overlayBaseOf(win.history.state),
  });
  let current = read();
  const announce = () =>
    bus.emit('route:changed', {
      path: current.pathname,
      search: current.search,
      ...(current.overlayBase === null ? {} : { overlay: true, base: current.overlayBase }),
    });

  const refresh = () => {
    const next = read();
    if (next.pathname === current.pathname && next.search === current.search && next.overlayBase === current.overlayBase) return;
    current = next;
    announce();
    listeners.forEach((listener) => listener());
  };

  win.addEventListener('popstate', refresh);
  win.addEventListener('single-spa:routing-event', refresh);
  announce();

  return {
    getLocation: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(url, navigateOptions) {
      // An overlay's entry remembers the page under it (the base of an overlay over an overlay is
      // the first page), so the shell keeps that page and Back returns to it.
      const base = current.overlayBase ?? `${current.pathname}${current.search}`;
      const state: OverlayState | null = navigateOptions?.overlay ? { dashOverlay: { base, load: PAGE_LOAD } } : null;
      // single-spa patches replaceState too, so a replaced entry reroutes like a pushed one.
      if (navigateOptions?.replace) win.history.replaceState(state ?? win.history.state, '', url);
      else pushUrl(url, state);
      // Before single-spa starts, pushState fires no event: look again ourselves.
      refresh();
    },
    stop() {
      win.removeEventListener('popstate', refresh);
      win.removeEventListener('single-spa:routing-event', refresh);
    },
  };
}
