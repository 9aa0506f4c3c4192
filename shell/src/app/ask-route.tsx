import { useEffect } from 'react';
import { askPageBlogName } from '@dash/shared-contracts/core';
import { useLocation, useSession, useShellServices } from './shell-services';

/**
 * /blog/{name}/ask for a signed-in user (spec 3 §2 "/blog/{name} ask page"; a visitor's "Ask"
 * comes back here after logging in): asks mfe-blog to open its ask form (`blog:ask`, which loads the
 * remote if needed) and shows the blog at /blog/{name}, so closing the form leaves the blog open.
 * The page underneath is the blog's page (routes.ts). Visitors never get here: routes.ts sends them
 * to log in first.
 */
export function AskRoute() {
  const { bus, router } = useShellServices();
  const { pathname } = useLocation();
  const session = useSession();
  const name = session.logged_in && session.user !== null ? askPageBlogName(pathname) : null;
  useEffect(() => {
    if (name === null) return;
    bus.emit('blog:ask', { name });
    router.navigate(`/blog/${encodeURIComponent(name)}`, { replace: true });
  }, [bus, router, name]);
  return null;
}
