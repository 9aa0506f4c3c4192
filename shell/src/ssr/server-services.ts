import type { ApiClient, ShellRenderInput } from '@dash/shared-contracts';
import type { ShellServices } from '../app/shell-services';
import { createInitialBlogStore } from '../app/initial-blog';
import { createInitialFeedStore } from '../app/initial-feed';
import { createBus } from '@dash/remote-kit/src/bus';
import { createInitialSearchStore } from '../app/initial-search';
import type { MountElements } from '../platform/remotes/mount-elements';
import { createRemoteAppHosts } from '../platform/remotes/remote-app-hosts';
import type { RemoteLoader } from '../platform/remotes/remote-loader';
import { createRemoteSlot } from '../platform/remotes/remote-slot';
import { createRemoteStatusStore } from '../platform/remotes/remote-status-store';
import { resolveRemotes } from '../platform/remotes/resolve-remotes';

const serverOnly = (what: string) => () => {
  throw new Error(`${what} runs in the browser only, never during the server render`);
};

/** The API exists in the browser only: a render that calls it is a bug, and says so. */
const noApi: ApiClient = {
  get: () => Promise.reject(new Error('no API calls during the server render')),
  post: () => Promise.reject(new Error('no API calls during the server render')),
  delete: () => Promise.reject(new Error('no API calls during the server render')),
};

/**
 * The shell's services for one server render: the request's session and location, frozen. The
 * remote slots and hosts are the browser's own components (their first render is their empty frame;
 * loading happens in effects, which do not run on the server), so hydration finds the same markup.
 */
export function createServerServices(input: ShellRenderInput): ShellServices {
  const { bootstrap, pathname, search } = input;
  const location = { pathname, search };
  const bus = createBus({ validate: false });
  const statuses = createRemoteStatusStore(bus);
  const { remotes } = resolveRemotes({ registry: bootstrap.registry, stored: {}, params: [], pageUrl: input.pageUrl });
  const contractsMajor = __DASH_CONTRACTS_MAJOR__;
  const loader = { remotes, load: serverOnly('Loading a remote'), loadWidget: serverOnly('Loading a widget') };
  // The hosts name their element during render but only attach it in a ref callback (browser only).
  const mountElements: MountElements = { get: () => ({}) as HTMLElement };
  const noop = () => () => undefined;

  return {
    bus,
    api: noApi,
    session: {
      get: () => bootstrap.session,
      subscribe: noop,
      setCurrentBlog: () => Promise.reject(new Error('not on the server')),
      logout: () => Promise.reject(new Error('not on the server')),
      replace: serverOnly('Replacing the session'),
      replaceUser: serverOnly("Replacing the session's user"),
      applyCounts: serverOnly('Applying counts'),
    },
    router: { getLocation: () => location, subscribe: noop, navigate: serverOnly('Navigation') },
    registry: bootstrap.registry,
    RemoteSlot: createRemoteSlot({
      loader: loader as unknown as RemoteLoader,
      statuses,
      propsFor: serverOnly('Remote props'),
      contractsMajor,
      demand: { demand: () => undefined, isDemanded: () => false, subscribe: noop },
    }),
    remotes: { demand: () => undefined, isDemanded: () => false, ownerListens: () => false },
    RemoteAppHosts: createRemoteAppHosts({ remotes, statuses, mountElements, contractsMajor }),
    initialFeed: createInitialFeedStore(input.initialFeed),
    initialBlog: createInitialBlogStore(input.initialBlog ?? null),
    initialSearch: createInitialSearchStore(input.initialSearch ?? null),
  };
}
