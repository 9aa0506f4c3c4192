import { useEffect, useRef } from 'react';
import { useBusEvent, useRemote, useRouteState } from '@dash/remote-kit';
import { peeprAddressFromPath, peeprPath } from '../lib/peepr-route';
import { usePeeprState } from './use-peepr-state';

/**
 * Feeds the panel (issue 10: "the peepr changes the address to the blog (or post) it shows, Back
 * closes it, the title follows"). `blog:open` opens it and pushes the blog's address as an overlay
 * over the page the person is on (the shell keeps that page under it); an overlay address (Forward)
 * opens it again; leaving the address (Back, a link) closes it. Closing it with its own controls goes
 * Back, so the history has no dead entry. The same address loaded or reached by a link is the
 * shell's blog page, not the panel.
 */
export function usePeeprRequests() {
  const { navigate } = useRemote();
  const state = usePeeprState();
  const route = useRouteState();
  const address = route.overlay ? peeprAddressFromPath(route.path) : null;
  const routeRef = useRef(route);
  routeRef.current = route;
  const { open, close, current, closing } = state;

  useBusEvent('blog:open', ({ name, postId, search, tag }) => {
    open({ name, postId, search, tag, fromRoute: true });
    const path = peeprPath(name, postId);
    const now = routeRef.current;
    if (now.path === path && now.overlay) return;
    // Replacing one panel by another replaces its history entry too: Back goes to the page.
    navigate(path, { overlay: true, replace: now.overlay });
  });

  const addressName = address?.name ?? null;
  const addressPost = address?.postId;
  useEffect(() => {
    if (addressName) open({ name: addressName, postId: addressPost, fromRoute: true });
  }, [addressName, addressPost, open]);

  // The address is no longer an overlay's (Back, or a navigation elsewhere): the panel goes too.
  useEffect(() => {
    if (!addressName && current && !closing) close();
  }, [addressName, current, closing, close]);

  // The title follows the panel while it is open, and comes back after.
  const shownName = current && !closing ? current.name : null;
  useEffect(() => {
    if (!shownName) return undefined;
    const before = document.title;
    document.title = shownName;
    return () => {
      document.title = before;
    };
  }, [shownName]);

  const closeAndLeave = () => {
    close();
    if (routeRef.current.overlay) window.history.back();
  };

  /**
   * A link in the panel (a post's tag) leads to another page: the panel goes, and the page takes the
   * overlay's history entry (Back returns to the page the panel was opened over).
   */
  const leaveTo = (url: string) => {
    close();
    navigate(url, { replace: routeRef.current.overlay });
  };

  return { current, closing, close: closeAndLeave, leaveTo };
}
