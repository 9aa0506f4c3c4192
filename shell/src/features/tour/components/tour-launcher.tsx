import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { useLocation, useSession } from '../../../app/shell-services';
import { useHydrated } from '../../../lib/use-hydrated';
import { tourRequests } from '../lib/tour-requests';
import type { GuidedTourProps } from './guided-tour';

type Tour = ComponentType<GuidedTourProps>;
let loading: Promise<Tour> | null = null;
/** The tour is its own chunk (`tour`): a user who has taken it never downloads it. A failure is retried next time. */
const loadTour = (): Promise<Tour> =>
  (loading ??= import(/* webpackChunkName: "tour" */ './guided-tour').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** The dashboard a tour starts on: the page itself, not a conversation or an overlay over it. */
const onPlainDashboard = (pathname: string, search: string, overlayBase: string | null | undefined) =>
  pathname === '/dashboard' && !overlayBase && !new URLSearchParams(search).has('conversation');

/**
 * Decides whether the guided tour shows (issue 10: once, for a new account): a signed-in user whose
 * session says `tour_done: false`, on the dashboard, after hydration (the server never renders it).
 * Once started it stays over the pages its steps lead to until it ends; closed, it does not come back
 * in this page's life unless the help page asks for it again. Kept small: it is in the first page's JS.
 */
export function TourLauncher() {
  const session = useSession();
  const { pathname, search, overlayBase } = useLocation();
  const hydrated = useHydrated();
  const requests = useSyncExternalStore(tourRequests.subscribe, tourRequests.get, () => 0);
  const [running, setRunning] = useState(false);
  const [closed, setClosed] = useState(false);
  const [Tour, setTour] = useState<Tour | null>(null);
  const user = session.logged_in ? session.user : null;

  useEffect(() => {
    if (requests > 0) setClosed(false);
  }, [requests]);
  const due = hydrated && user?.tour_done === false && !closed && onPlainDashboard(pathname, search, overlayBase);
  useEffect(() => {
    if (!due) return;
    setRunning(true);
    loadTour().then(
      (loaded) => setTour(() => loaded),
      (error: unknown) => {
        // A tour that cannot load is no reason to disturb the page: reported, and nothing shows.
        console.error('[error-report] the guided tour failed to load', error);
        setRunning(false);
        setClosed(true);
      },
    );
  }, [due]);
  // Logged out (here or in another tab): the tour goes with the account.
  useEffect(() => {
    if (!user) setRunning(false);
  }, [user]);

  if (!running || !user || !Tour) return null;
  const close = () => {
    setRunning(false);
    setClosed(true);
  };
  return <Tour key={user.name} onRemoved={close} />;
}
