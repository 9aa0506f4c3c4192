import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithServices } from '../../../test/fake-services';
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
