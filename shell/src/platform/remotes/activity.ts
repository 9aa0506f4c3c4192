import type { RemoteEntry, Session } from '@dash/shared-contracts';

/** Whether a path is under one of the registry's route prefixes ("/" means every page). */
export function routeMatches(routes: string[], pathname: string): boolean {
  return routes.some((route) => {
    if (route === '/') return true;
    const prefix = route.endsWith('/') ? route.slice(0, -1) : route;
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
}

/** Whether a remote application should be mounted for this path and session. */
export function remoteActive(entry: RemoteEntry, pathname: string, session: Session): boolean {
  return routeMatches(entry.routes, pathname) && (!entry.requiresLogin || session.logged_in);
}
