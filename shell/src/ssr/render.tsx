import { renderToPipeableStream } from 'react-dom/server';
import type { PipeableStream, RenderToPipeableStreamOptions } from 'react-dom/server';
import type { Bootstrap } from '@dash/shared-contracts';
import AppRoot from '../app/app-root';
import { INITIAL_FEED_ELEMENT_ID } from '../app/initial-feed';
import type { InitialFeed } from '../app/initial-feed';
import { resolveRoute } from '../app/routes';
import type { PageRoute } from '../app/routes';
import { ShellServicesContext } from '../app/shell-services';
import { pageCopy } from '../features/feed/lib/page-copy';
import { createServerServices } from './server-services';

// The shell's server entry (webpack.config.js builds it to dist-server/render.js for the server's
// pages route). The browser hydrates what this renders: one component source, no second template.

export { resolveRoute, INITIAL_FEED_ELEMENT_ID };
export type { InitialFeed, PageRoute };

export interface ShellRenderInput {
  bootstrap: Bootstrap;
  /** The request's path and query. */
  pathname: string;
  search: string;
  /** The absolute URL of the page (PUBLIC_URL + path). */
  pageUrl: string;
  /** The first page of the feed this route shows, fetched by the server for this viewer. */
  initialFeed: InitialFeed | null;
  /** The request's CSP nonce, for any inline script React writes. */
  nonce: string;
}

/** The document title of a route, as the page sets it in the browser. */
export function routeTitle(route: PageRoute): string {
  switch (route.kind) {
    case 'feed':
      return pageCopy(route.page, route.tag).title;
    case 'login':
      return 'Log in';
    case 'register':
      return 'Sign up';
    case 'change-password':
      return 'Change password';
    default:
      return 'Dashboard';
  }
}

/** Streams the page frame, the header and the route's page with its first posts. */
export function renderShellPage(
  input: ShellRenderInput,
  options: Pick<RenderToPipeableStreamOptions, 'onShellReady' | 'onShellError' | 'onAllReady' | 'onError'>,
): PipeableStream {
  const services = createServerServices(input);
  return renderToPipeableStream(
    <ShellServicesContext.Provider value={services}>
      <AppRoot />
    </ShellServicesContext.Provider>,
    { ...options, nonce: input.nonce },
  );
}
