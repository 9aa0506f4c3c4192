import { renderToPipeableStream } from 'react-dom/server';
import type { PipeableStream, RenderToPipeableStreamOptions } from 'react-dom/server';
import type { InitialBlog, PageRoute, ShellRenderInput } from '@dash/shared-contracts';
import AppRoot from '../app/app-root';
import { resolveRoute } from '../app/routes';
import { ShellServicesContext } from '../app/shell-services';
import { DASHBOARD_SETTINGS_TITLE } from '../features/account/lib/dashboard-settings';
import { blogPageTitle } from '../features/blog-page';
import { pageCopy } from '../features/feed/lib/page-copy';
import { FOLLOWING_TITLE } from '../features/following';
import { HELP_TITLE } from '../features/help';
import { activityPageTitle } from '../features/activity-page';
import { ADMIN_EVENTS_TITLE } from '../features/admin-events';
import { searchPageTitle } from '../features/search-page';
import { ABUSE_TITLE } from '../features/abuse';
import { OUTBOX_TITLE, REPORTS_TITLE } from '../features/admin-pages';
import { ACCOUNT_SETTINGS_TITLE, NOTIFICATION_SETTINGS_TITLE, blogSettingsTitle } from '../features/settings';
import { createServerServices } from './server-services';

// The shell's server entry (webpack.config.js builds it to dist-server/render.js for the server's
// pages route). The browser hydrates what this renders: one component source, no second template.

export { resolveRoute };

/** The document title of a route, as the page sets it in the browser (blog pages: with the data read for it). */
export function routeTitle(route: PageRoute, initialBlog?: InitialBlog | null): string {
  switch (route.kind) {
    case 'blog':
      return blogPageTitle(route, initialBlog?.response);
    case 'feed':
      return pageCopy(route.page, route.tag).title;
    case 'login':
      return 'Log in';
    case 'register':
      return 'Sign up';
    case 'change-password':
      return 'Change password';
    case 'dashboard-settings':
      return DASHBOARD_SETTINGS_TITLE;
    case 'account-settings':
      return ACCOUNT_SETTINGS_TITLE;
    case 'notification-settings':
      return NOTIFICATION_SETTINGS_TITLE;
    case 'blog-settings':
      return blogSettingsTitle(route.name);
    case 'not-found':
      return 'Page not found';
    case 'following':
      return FOLLOWING_TITLE;
    case 'help':
      return HELP_TITLE;
    case 'activity':
      return activityPageTitle(route.name);
    case 'admin-events':
      return ADMIN_EVENTS_TITLE;
    case 'search':
      return searchPageTitle(route.term);
    case 'outbox':
      return OUTBOX_TITLE;
    case 'admin-reports':
      return REPORTS_TITLE;
    case 'abuse':
      return ABUSE_TITLE;
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
    // A finished Suspense boundary is written in place, whatever its size (React's default outlines
    // one over 12.8 KB behind a script): with the server waiting for every boundary (onAllReady), a
    // page whose parts load code lazily is whole HTML, readable with JavaScript blocked.
    { ...options, nonce: input.nonce, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
}
