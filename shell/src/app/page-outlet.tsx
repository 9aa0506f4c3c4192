import { Suspense, useEffect } from 'react';
import { Redirect } from '../components/redirect';
import { FeedPage } from '../features/feed';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { FollowRoute } from './follow-route';
import {
  AbusePage,
  AccountSettingsPage,
  ActivityPage,
  AdminEventsPage,
  BlogPage,
  BlogSettingsPage,
  ChangePasswordPage,
  DashboardSettingsPage,
  FollowingPage,
  HelpPage,
  LoginPage,
  NotificationSettingsPage,
  OutboxPage,
  RegisterPage,
  ReportsPage,
  SearchPage,
} from './pages';
import { PageLoadBoundary } from './pages/page-load-boundary';
import { resolveRoute } from './routes';
import type { PageRoute } from './routes';
import { useLocation, useSession } from './shell-services';

/** The on-demand page a route shows (null: a page of the app chunk, a redirect or not found). */
function onDemandPage(route: PageRoute): { preload(): Promise<unknown> } | null {
  switch (route.kind) {
    case 'login':
      return LoginPage;
    case 'register':
      return RegisterPage;
    case 'change-password':
      return ChangePasswordPage;
    case 'dashboard-settings':
      return DashboardSettingsPage;
    case 'account-settings':
      return AccountSettingsPage;
    case 'notification-settings':
      return NotificationSettingsPage;
    case 'blog-settings':
      return BlogSettingsPage;
    case 'following':
      return FollowingPage;
    case 'help':
      return HelpPage;
    case 'activity':
      return ActivityPage;
    case 'admin-events':
      return AdminEventsPage;
    case 'blog':
      return BlogPage;
    case 'search':
      return SearchPage;
    case 'outbox':
      return OutboxPage;
    case 'admin-reports':
      return ReportsPage;
    case 'abuse':
      return AbusePage;
    default:
      return null;
  }
}

/**
 * Fetches the chunk of the page at this address (the bootstrap awaits it before hydrating, so the
 * first client render draws what the server drew). A failed fetch is left to the page's boundary.
 */
export function preloadPage(pathname: string, search: string, loggedIn: boolean): Promise<void> {
  const page = onDemandPage(resolveRoute(pathname, search, loggedIn));
  return page
    ? page.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** The route of the page shown: an overlay's address (the peepr's /blog/{name}) keeps the page under it. */
function useCurrentRoute(): PageRoute {
  const { pathname, search, overlayBase } = useLocation();
  const session = useSession();
  const loggedIn = session.logged_in && session.user !== null;
  const under = overlayBase ? new URL(overlayBase, 'http://page.invalid') : null;
  return under ? resolveRoute(under.pathname, under.search, loggedIn) : resolveRoute(pathname, search, loggedIn);
}

/** The page for the current location; overlays (post form, blog, messaging) keep their base page. */
export function PageOutlet() {
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  // Only an on-demand page gets the boundary: one reached in the browser shows an empty main area
  // until its chunk is in (the header and overlays stay). The feed pages are in the app chunk and
  // render as before, in the page's HTML, whatever their parts load later.
  if (!onDemandPage(route)) return <CurrentPage route={route} />;
  return (
    <PageLoadBoundary address={pathname}>
      <Suspense fallback={<div className="shell-page-loading" aria-busy="true" />}>
        <CurrentPage route={route} />
      </Suspense>
    </PageLoadBoundary>
  );
}

function CurrentPage({ route }: { route: PageRoute }) {
  const session = useSession();
  const loggedIn = session.logged_in && session.user !== null;
  const pageKey = route.kind === 'feed' || route.kind === 'blog' || route.kind === 'search' ? route.base : route.kind;

  // A new base page starts at the top; opening an overlay over the same page does not scroll.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pageKey]);

  switch (route.kind) {
    case 'redirect':
      return <Redirect to={route.to} />;
    case 'feed':
      return (
        <FeedPage
          key={`${route.base}|${loggedIn ? session.current_blog : 'visitor'}`}
          page={route.page}
          tag={route.tag}
          visitor={!loggedIn}
        />
      );
    case 'login':
      return <LoginPage />;
    case 'register':
      return <RegisterPage />;
    case 'change-password':
      return <ChangePasswordPage />;
    case 'dashboard-settings':
      return <DashboardSettingsPage />;
    case 'account-settings':
      return <AccountSettingsPage />;
    case 'notification-settings':
      return <NotificationSettingsPage />;
    case 'blog-settings':
      // Only the user's own blogs have settings here; any other name is not a page.
      return session.blogs.some((b) => b.name === route.name) ? (
        <BlogSettingsPage key={route.name} name={route.name} />
      ) : (
        <NotFoundPage />
      );
    case 'following':
      return <FollowingPage />;
    case 'help':
      return <HelpPage />;
    case 'activity':
      return <ActivityPage key={route.name} name={route.name} />;
    case 'admin-events':
      return <AdminEventsPage />;
    case 'blog':
      return (
        <BlogPage
          key={`${route.base}|${loggedIn ? session.user?.name : 'visitor'}`}
          name={route.name}
          {...(route.tag === undefined ? {} : { tag: route.tag })}
          {...(route.postId === undefined ? {} : { postId: route.postId })}
        />
      );
    case 'follow':
      return <FollowRoute name={route.name} />;
    case 'search':
      // One page per term (its own chunk); a change of filters keeps it mounted (focus stays in the filters).
      return <SearchPage key={route.base} term={route.term} query={route.query} />;
    case 'outbox':
      // Admins only: anyone else sees the not-found page (the server answers 404 too).
      return session.user?.is_admin ? <OutboxPage /> : <NotFoundPage />;
    case 'admin-reports':
      return session.user?.is_admin ? <ReportsPage /> : <NotFoundPage />;
    case 'abuse':
      return <AbusePage query={route.query} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
