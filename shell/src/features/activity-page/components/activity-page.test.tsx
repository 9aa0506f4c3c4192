import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { ActivityPage } from './activity-page';

test("the page of one's own blog holds the activity remote's widget slot and asks for the remote at once", () => {
  const services = createFakeServices();
  renderWithServices(<ActivityPage name="alice" />, services);
  const slot = screen.getByTestId('slot-activity-page');
  // The look-alike the server renders until the widget has drawn.
  expect(slot).toContainElement(screen.getByRole('heading', { level: 1, name: 'Activity' }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading activity…');
  expect(services.demanded.has('activity')).toBe(true);
  expect(document.title).toBe('Activity · alice');
});

test("another blog's activity is not a page: Page not found, and no remote is asked for", () => {
  const services = createFakeServices();
  renderWithServices(<ActivityPage name="someone-else" />, services);
  expect(screen.queryByTestId('slot-activity-page')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /not found/i })).toBeInTheDocument();
  expect(services.demanded.size).toBe(0);
});
