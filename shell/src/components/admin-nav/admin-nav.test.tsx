import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellServicesContext, type ShellServices } from '../../app/shell-services';
import { AdminNav } from './admin-nav';

test('links the three admin pages, marks the current one, and navigates inside the app', async () => {
  const navigate = jest.fn();
  const services = { router: { navigate } } as unknown as ShellServices;
  render(
    <ShellServicesContext.Provider value={services}>
      <AdminNav current="/admin/events" />
    </ShellServicesContext.Provider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Admin pages' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Outbox', '/outbox'],
    ['Reports', '/admin/reports'],
    ['Logged events', '/admin/events'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Logged events' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Outbox' })).not.toHaveAttribute('aria-current');
  await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
  expect(navigate).toHaveBeenCalledWith('/admin/reports');
});
