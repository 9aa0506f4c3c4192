import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeVisitorSession } from '../../../test/fixtures';
import { HelpPage } from './help-page';

test('the help page names every keyboard shortcut and links to the pages it mentions', () => {
  renderWithServices(<HelpPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  expect(screen.getByText('Next post')).toBeInTheDocument();
  expect(screen.getByText('Open blog')).toBeInTheDocument();
  for (const [name, href] of [
    ['Following', '/following'],
    ['Likes', '/likes'],
    ['Dashboard settings', '/settings/dashboard'],
    ['Change password', '/settings/password'],
  ])
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
});

test('a member can take the guided tour again; a visitor is not offered it', () => {
  const member = renderWithServices(<HelpPage />);
  expect(screen.getByRole('heading', { name: 'The guided tour' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Take the tour again' })).toBeEnabled();
  member.unmount();
  renderWithServices(<HelpPage />, createFakeServices({ session: makeVisitorSession() }));
  expect(screen.queryByRole('button', { name: 'Take the tour again' })).not.toBeInTheDocument();
});
