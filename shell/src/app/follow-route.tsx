import { useEffect } from 'react';
import { useShellServices } from './shell-services';

/**
 * /follow/{name} for a signed-in user (a visitor's Follow comes back here after logging in, and
 * notifications link here): asks mfe-blog to follow without a confirmation, then shows the blog.
 */
export function FollowRoute({ name }: { name: string }) {
  const { bus, router } = useShellServices();
  useEffect(() => {
    bus.emit('blog:follow', { name, follow: true, confirm: false, source: 'follow-link' });
    router.navigate(`/blog/${encodeURIComponent(name)}`, { replace: true });
  }, [bus, router, name]);
  return null;
}
