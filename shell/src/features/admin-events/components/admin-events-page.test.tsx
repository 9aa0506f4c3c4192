import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeSession, makeUser } from '../../../test/fixtures';
import { ADMIN_EVENTS_EMPTY, AdminEventsPage } from './admin-events-page';

const admin = () => createFakeServices({ session: makeSession({ user: makeUser({ is_admin: true }) }) });
const days = ['2026-11-24', '2026-11-23', '2026-11-22'];

test('shows an admin the counts by event and day, with the intake of each, newest day first', async () => {
  const services = admin();
  services.api.on('get', API_ROUTES.adminEvents, () => ({
    days,
    events: [
      { log_key: 'lady', event: 'gifsearch:select', counts: [3, 0, 1], total: 4 },
      { log_key: 'cslog', event: 'client-error', counts: [0, 1, 0], total: 1 },
    ],
  }));
  renderWithServices(<AdminEventsPage />, services);
  const table = await screen.findByRole('table', { name: /Events by day, the last 3 days/ });
  expect(document.title).toBe('Logged events');
  expect(services.api.calls[0]?.options?.query).toEqual({ days: 14 });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Event', 'Intake', 'Total', 'Nov 24', 'Nov 23', 'Nov 22']);
  const row = within(table).getByRole('row', { name: /gifsearch:select/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['/svc/log/lady', '4', '3', '0', '1']);
  const errors = within(table).getByRole('row', { name: /client-error/ });
  expect(within(errors).getAllByRole('cell')[0]).toHaveTextContent('/services/cslog');
  // The table scrolls sideways on a phone: its region is named and reachable by keyboard.
  expect(screen.getByRole('region', { name: /Events by day/ })).toHaveAttribute('tabindex', '0');
});

test('says so when nothing was logged, and Refresh asks again', async () => {
  const services = admin();
  let answer = { days, events: [] as unknown[] };
  services.api.on('get', API_ROUTES.adminEvents, () => answer);
  renderWithServices(<AdminEventsPage />, services);
  expect(await screen.findByText(ADMIN_EVENTS_EMPTY)).toBeInTheDocument();
  answer = { days, events: [{ log_key: 'lady', event: 'follow', counts: [1, 0, 0], total: 1 }] };
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
  expect(await screen.findByRole('rowheader', { name: 'follow' })).toBeInTheDocument();
});

test('shows the failure with Try again', async () => {
  const services = admin();
  let fail = true;
  services.api.on('get', API_ROUTES.adminEvents, () => {
    if (fail) throw new ApiError(500, 'Server Error', [{ code: 'INTERNAL', detail: 'Something went wrong. Please try again.' }]);
    return { days, events: [] };
  });
  renderWithServices(<AdminEventsPage />, services);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  fail = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByText(ADMIN_EVENTS_EMPTY)).toBeInTheDocument();
});

test('is "Page not found" for anyone but an admin, without asking the server', () => {
  const services = createFakeServices();
  renderWithServices(<AdminEventsPage />, services);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  expect(services.api.calls).toEqual([]);
});
