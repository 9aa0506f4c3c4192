import { useEffect, useMemo, useRef } from 'react';
import { remotePostCardHost, type PostCardHost } from '@dash/post-kit';
import { useRemote } from '@dash/remote-kit';

/**
 * The post cards' host inside the blog overlay (@dash/post-kit): this remote's bus, API client and
 * session, and two things of the overlay's own. Actions are labelled as the blog view's (the path
 * /blog/{name} gives the `blog_view` source); a tag link leaves the overlay (`onNavigate`), and the
 * overlay's own opening does not pause its videos (surface 'blog-overlay').
 */
export function usePeeprCardHost(name: string, onNavigate: (url: string) => void): PostCardHost {
  const props = useRemote();
  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  });
  return useMemo(
    () =>
      remotePostCardHost(props, {
        surface: 'blog-overlay',
        pathname: () => `/blog/${encodeURIComponent(name)}`,
        navigate: (url) => navigate.current(url),
      }),
    [props, name],
  );
}
