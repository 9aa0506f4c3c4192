import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type RequestOptions } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeSession, makeUser } from '../../../test/fixtures';
import { tourRequests } from '../lib/tour-requests';
import { TakeTourAgain } from './take-tour-again';

const takenSession = () => makeSession({ user: makeUser({ tour_done: true }) });

it('forgets on the server that the tour was taken, then opens the dashboard with the tour asked for', async () => {
  const s = createFakeServices({ session: takenSession(), path: '/help' });
  s.api.on('post', '/svc/tour/done', (options: RequestOptions<unknown> | undefined) => ({
    user: makeUser({ tour_done: (options?.json as { done: boolean }).done }),
  }));
  const before = tourRequests.get();
  renderWithServices(<TakeTourAgain />, s);
  fireEvent.click(screen.getByRole('button', { name: 'Take the tour again' }));
  await waitFor(() => expect(s.navigations).toEqual(['/dashboard']));
  expect(s.api.calls.map((c) => [c.path, c.options?.json])).toEqual([['/svc/tour/done', { done: false }]]);
  expect(s.session.get().user?.tour_done).toBe(false);
  expect(tourRequests.get()).toBe(before + 1);
});

it.each([
  [
    new ApiError(401, 'Log in to do that.', [{ code: 'UNAUTHENTICATED', detail: 'Log in to do that.' }]),
    "The tour didn't start. Log in to do that.",
  ],
  [new ApiError(500, 'boom'), "The tour didn't start. Sorry, we seem to be having technical trouble. Please try again later."],
  [
    new TypeError('Failed to fetch'),
    "The tour didn't start. Sorry, we seem to be having technical trouble. Please try again later.",
  ],
])('a failure (%p) says why and stays on the page, ready to try again', async (error, message) => {
  const s = createFakeServices({ session: takenSession(), path: '/help' });
  s.api.on('post', '/svc/tour/done', () => {
    throw error;
  });
  renderWithServices(<TakeTourAgain />, s);
  fireEvent.click(screen.getByRole('button', { name: 'Take the tour again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(s.navigations).toEqual([]);
  expect(s.session.get().user?.tour_done).toBe(true);
  expect(screen.getByRole('button', { name: 'Take the tour again' })).toBeEnabled();
});
