import { useMemo, type ReactNode } from 'react';
import { PostCardHostProvider, type PostCardHost } from '@dash/post-kit';
import { useShellServices } from './shell-services';

/**
 * The post cards' host on the shell's page (@dash/post-kit): the shell's bus, API client and
 * session store, its router for tag links and for the action `source` label; counts from an
 * action's answer go straight to the session store.
 */
export function ShellPostCardHost({ children }: { children: ReactNode }) {
  const { bus, api, session, router } = useShellServices();
  const host = useMemo<PostCardHost>(
    () => ({
      bus,
      api,
      session,
      applyCounts: (change) => session.applyCounts(change),
      navigate: (url) => router.navigate(url),
      pathname: () => router.getLocation().pathname,
      surface: 'page',
    }),
    [bus, api, session, router],
  );
  return <PostCardHostProvider host={host}>{children}</PostCardHostProvider>;
}
