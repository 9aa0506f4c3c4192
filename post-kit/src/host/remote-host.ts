import { TOPICS } from '@dash/shared-contracts/core';
import type { RemoteProps } from '@dash/shared-contracts';
import type { PostCardHost } from './post-card-host';
import { remoteSessionSource } from './remote-session';

export interface RemoteHostOptions {
  /** The path the action `source` label derives from. Default: the route the shell announced. */
  pathname?: () => string;
  /** Navigation for tag links. Default: the shell's `navigate` from the mount props. */
  navigate?: (url: string) => void;
  /** Default 'page' (see PostCardHost.surface). */
  surface?: PostCardHost['surface'];
}

/**
 * The card's host made of a remote's mount props. Everything the shell does for its own cards
 * works from here too: commands and facts go over the same bus, calls through the same API client,
 * and counts reach the shell's session as the `session:counts-changed` fact. A shell older than
 * that topic does not know it (its bus would refuse it): the counts then wait for the next page load.
 */
export function remotePostCardHost(props: RemoteProps, options: RemoteHostOptions = {}): PostCardHost {
  const { bus, api } = props;
  return {
    bus,
    api,
    session: remoteSessionSource(bus, props.session),
    applyCounts(change) {
      if ('session:counts-changed' in TOPICS) bus.emit('session:counts-changed', change);
    },
    navigate: options.navigate ?? props.navigate,
    pathname: options.pathname ?? (() => bus.last('route:changed')?.path ?? window.location.pathname),
    surface: options.surface ?? 'page',
  };
}
