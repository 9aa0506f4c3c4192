import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
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
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/account');
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

  it('shows the acting blog on the button and links every blog', async () => {
    const services = createFakeServices({ session: twoBlogs() });
    renderWithServices(<AccountButton />, services);
    const button = screen.getByRole('button', { name: /^Account/ });
    expect(button).toHaveAttribute('title', 'Acting as alice');
    expect(screen.getByTestId('acting-blog')).toHaveAttribute('src', twoBlogs().blogs[0]!.avatar_url);
    await open();
    expect(screen.getByRole('link', { name: 'View alice' })).toHaveAttribute('href', '/blog/alice');
    expect(screen.getByRole('link', { name: 'View second' })).toHaveAttribute('href', '/blog/second');
    act(() => services.setSession({ ...twoBlogs(), current_blog: 'second' }));
    expect(button).toHaveAttribute('title', 'Acting as second');
  });

  describe('Create a new blog', () => {
    async function openForm() {
      await open();
      fireEvent.click(screen.getByRole('button', { name: 'Create a new blog' }));
      return screen.getByLabelText('Name of the new blog');
    }

    it('creates the blog and the switcher lists it; the acting blog stays', async () => {
      const services = createFakeServices({ session: makeSession({ blogs: [makeOwnBlog('alice')], current_blog: 'alice' }) });
      const answer = makeSession({
        blogs: [makeOwnBlog('alice'), makeOwnBlog('alice-art', { is_primary: false })],
        current_blog: 'alice',
      });
      services.api.on('post', API_ROUTES.createBlog, () => answer);
      renderWithServices(<AccountButton />, services);
      const input = await openForm();
      fireEvent.change(input, { target: { value: ' Alice-Art ' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create blog' })));
      expect(services.api.calls.at(-1)).toMatchObject({
        path: API_ROUTES.createBlog,
        options: { form: { blog_name: 'alice-art' } },
      });
      expect(screen.getByRole('status')).toHaveTextContent('Created alice-art.');
      expect(screen.getByRole('region', { name: 'Switch blog' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /alice-art/ })).toBeInTheDocument();
      expect(services.session.get().current_blog).toBe('alice');
    });

    it('checks the name first and keeps it, with the reason, when it is refused', async () => {
      const services = createFakeServices();
      services.api.on('post', API_ROUTES.createBlog, () => {
        throw new ApiError(409, 'Conflict', [
          { code: 'CONFLICT', detail: 'That blog name is taken. Try another one.', field: 'blog_name' },
        ]);
      });
      renderWithServices(<AccountButton />, services);
      const input = await openForm();
      fireEvent.change(input, { target: { value: 'two words' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create blog' })));
      expect(screen.getByRole('alert')).toHaveTextContent('Blog names use letters, numbers and inner hyphens only.');
      expect(services.api.calls).toHaveLength(0);
      fireEvent.change(input, { target: { value: 'taken' } });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create blog' })));
      expect(screen.getByRole('alert')).toHaveTextContent('That blog name is taken. Try another one.');
      expect(input).toHaveValue('taken');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Create blog' })).toBeEnabled();
    });

    it('Cancel closes the form without a call', async () => {
      const services = createFakeServices();
      renderWithServices(<AccountButton />, services);
      await openForm();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByLabelText('Name of the new blog')).not.toBeInTheDocument();
      expect(services.api.calls).toHaveLength(0);
    });
  });
});
