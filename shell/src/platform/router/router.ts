import type { DashBus } from '@dash/shared-contracts';
import type { Router } from '../../app/shell-services';

export interface ShellLocation {
  pathname: string;
  search: string;
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
  pushUrl?: (url: string) => void;
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
  const pushUrl = options.pushUrl ?? ((url: string) => win.history.pushState(null, '', url));
  const listeners = new Set<() => void>();

  const read = (): ShellLocation => ({ pathname: win.location.pathname, search: win.location.search });
  let current = read();

  const refresh = () => {
    const next = read();
    if (next.pathname === current.pathname && next.search === current.search) return;
    current = next;
    bus.emit('route:changed', { path: current.pathname, search: current.search });
    listeners.forEach((listener) => listener());
  };

  win.addEventListener('popstate', refresh);
  win.addEventListener('single-spa:routing-event', refresh);
  bus.emit('route:changed', { path: current.pathname, search: current.search });

  return {
    getLocation: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(url, navigateOptions) {
      // single-spa patches replaceState too, so a replaced entry reroutes like a pushed one.
      if (navigateOptions?.replace) win.history.replaceState(win.history.state, '', url);
      else pushUrl(url);
      // Before single-spa starts, pushState fires no event: look again ourselves.
      refresh();
    },
    stop() {
      win.removeEventListener('popstate', refresh);
      win.removeEventListener('single-spa:routing-event', refresh);
    },
  };
}
