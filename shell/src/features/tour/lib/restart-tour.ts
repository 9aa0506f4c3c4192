import type { ApiClient } from '@dash/shared-contracts';
import type { SessionStore } from '../../../app/shell-services';
import { setTourDone } from '../api/set-tour-done';
import { requestTour } from './tour-requests';

/**
 * "Take the tour again": the server forgets that the tour was taken (a reload still shows it until it
 * is finished again), the session follows, and the launcher is asked to start it. Loaded with the tour's
 * chunk on the click, which the dashboard is about to need.
 */
export async function restartTour(api: ApiClient, session: SessionStore): Promise<void> {
  session.replaceUser(await setTourDone(api, false));
  requestTour();
}
