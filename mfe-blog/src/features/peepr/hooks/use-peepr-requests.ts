import { useEffect, useRef } from 'react';
import { useRemote, useBusEvent, useLocationPath } from '@dash/remote-kit';
import { peeprRouteOf } from '../lib/peepr-route';
import { usePeeprState } from './use-peepr-state';

/**
 * Feeds the panel from `blog:open` and from the /blog/{name} address (or /blog/{name}/post/{id}, a
 * permalink: the panel on that post). Closing a panel that the address opened returns the address
 * to the page it came from.
 */
export function usePeeprRequests() {
  const { navigate } = useRemote();
  const state = usePeeprState();
  const path = useLocationPath();
  const route = peeprRouteOf(path);
  const routeName = route?.name ?? null;
  const routePost = route?.postId;
  const lastPage = useRef('/dashboard');

  useBusEvent('blog:open', ({ name, postId }) => state.open({ name, postId, fromRoute: false }));

  const { open, close, current, closing } = state;
  useEffect(() => {
    if (routeName) {
      open({ name: routeName, postId: routePost, fromRoute: true });
      return;
    }
    lastPage.current = path;
  }, [routeName, routePost, path, open]);

  // The address moved away from /blog/{name} (back button): the panel goes too.
  useEffect(() => {
    if (!routeName && current?.fromRoute && !closing) close();
  }, [routeName, current, closing, close]);

  const closeAndLeave = () => {
    if (current?.fromRoute && routeName) navigate(lastPage.current);
    close();
  };

  /** A link in the panel (a post's tag) leads to another page: the panel goes, the address moves on. */
  const leaveTo = (url: string) => {
    close();
    navigate(url);
  };

  return { current, closing, close: closeAndLeave, leaveTo };
}
