import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeOwnBlog, makeSession } from '../../../test/fixtures';
import { AccountButton } from './account-button';

const twoBlogs = () =>
  makeSession({
    blogs: [makeOwnBlog('alice', { unread_count: 2 }), makeOwnBlog('second', { unread_count: 150 })],
    current_blog: 'alice',
  });

async function open() {
  fireEvent.click(screen.getByRole('button', { name: /^Account/ }));
  return screen.findByRole('link', { name: /Likes/ });
}

describe('AccountButton and the account menu', () => {
  it('loads the menu on open with the links and counts', async () => {
    renderWithServices(<AccountButton />);
    const likes = await open();
    expect(likes).toHaveAttribute('href', '/likes');
    expect(likes).toHaveTextContent('1,234');
    expect(screen.getByRole('link', { name: /Drafts/ })).toHaveAttribute('href', '/drafts');
    expect(screen.getByRole('link', { name: /Queue/ })).toHaveAttribute('href', '/queue');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/dashboard');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/settings/password');
    expect(screen.getByRole('link', { name: /Following/ })).toHaveAttribute('href', '/following');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    // One blog: no switcher.
    expect(screen.getByRole('region', { name: 'Your blog' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /alice/ })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderWithServices(<AccountButton />);
    await open();
    const button = screen.getByRole('button', { name: /^Account/ });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderWithServices(
      <>
        <AccountButton />
        <p>outside</p>
      </>,
    );
    await open();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('switches the current blog when the user has several', async () => {
    const services = createFakeServices({ session: twoBlogs() });
    renderWithServices(<AccountButton />, services);
    await open();
    expect(screen.getByRole('region', { name: 'Switch blog' })).toBeInTheDocument();
    expect(screen.getByLabelText('150 unread')).toHaveTextContent('99+');
    const second = screen.getByRole('button', { name: /second/ });
    await act(async () => fireEvent.click(second));
    expect(services.setCurrentBlog).toHaveBeenCalledWith('second');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account menu' })).not.toBeInTheDocument());
  });

  it('logs out and goes to the dashboard', async () => {
    const services = createFakeServices();
    renderWithServices(<AccountButton />, services);
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    expect(services.logout).toHaveBeenCalled();
    expect(services.navigations).toEqual(['/dashboard']);
  });

  it('keeps the menu open with an error when logout fails', async () => {
    const services = createFakeServices();
    services.logout.mockRejectedValueOnce(new Error('offline'));
    renderWithServices(<AccountButton />, services);
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    expect(screen.getByRole('alert')).toHaveTextContent('could not log you out');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });
});
