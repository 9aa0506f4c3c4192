import { useState } from 'react';
import { useBusEvent } from '../context/remote-context';

export interface RouteState {
  path: string;
  /** The address is an overlay's (pushed with `navigate(url, { overlay: true })`) over the page at `base`. */
  overlay: boolean;
  base: string | null;
}

/**
 * The shell's location as `route:changed` tells it (replayed, so a late mount has it): the path and
 * whether it is an overlay's address over another page (the peepr's /blog/{name}). A shell from
 * before overlays never says so: every address is then a page.
 */
export function useRouteState(): RouteState {
  const [state, setState] = useState<RouteState>(() => ({ path: window.location.pathname, overlay: false, base: null }));
  useBusEvent('route:changed', (payload) =>
    setState({ path: payload.path, overlay: payload.overlay === true, base: payload.base ?? null }),
  );
  return state;
}
