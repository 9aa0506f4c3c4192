import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../test/fake-services';
import type { FakeServices } from '../test/fake-services';
import { blogPostsAnswer, makePost, makeVisitorSession } from '../test/fixtures';
import AppRoot from './app-root';

function withFeeds(services: FakeServices) {
  for (const page of ['dashboard', 'explore', 'tagged'] as const) {
    services.api.on('get', API_ROUTES.feed(page, 'before', '0'), () => ({
      posts: [makePost({ id: `${page}-1` })],
      next_ref: null,
    }));
  }
  return services;
}

describe('AppRoot', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });

  it('lays out the header, the page, the remote hosts and the toast region', async () => {
    const services = withFeeds(createFakeServices({ path: '/dashboard' }));
    renderWithServices(<AppRoot />, services);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByTestId('remote-app-hosts')).toBeInTheDocument();
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('redirects / to /dashboard', async () => {
    const services = withFeeds(createFakeServices({ path: '/' }));
    renderWithServices(<AppRoot />, services);
    expect(services.navigations).toEqual(['/dashboard']);
    expect(await screen.findByRole('feed')).toBeInTheDocument();
  });

  it('keeps the base page under the post form and overlay routes', async () => {
    const services = withFeeds(createFakeServices({ path: '/tagged/cats/new/text' }));
    renderWithServices(<AppRoot />, services);
    expect(await screen.findByRole('heading', { name: '#cats' })).toBeInTheDocument();

    const blog = withFeeds(createFakeServices({ path: '/messaging/conversation/bob' }));
    renderWithServices(<AppRoot />, blog);
    // The feed call waits for the answer schemas (lib/contract-schemas), a dynamic import.
    await waitFor(() => expect(blog.api.calls[0]?.path).toBe(API_ROUTES.feed('dashboard', 'before', '0')));
    expect(await screen.findByText('Title dashboard-1')).toBeInTheDocument();
  });

  it("keeps the page under an overlay's address (the peepr) and shows a blog's page for the same address loaded", async () => {
    const services = withFeeds(createFakeServices({ path: '/dashboard' }));
    services.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob'));
    renderWithServices(<AppRoot />, services);
    expect(await screen.findByText('Title dashboard-1')).toBeInTheDocument();
    act(() => services.router.navigate('/blog/bob', { overlay: true }));
    expect(screen.getByText('Title dashboard-1')).toBeInTheDocument();
    expect(services.api.calls.some((c) => c.path === API_ROUTES.blogPosts)).toBe(false);
    act(() => services.router.navigate('/blog/bob'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob the blog' })).toBeInTheDocument();
    expect(screen.getByRole('feed', { name: 'Posts' })).toBeInTheDocument();
  });

  it('answers unknown routes with Page not found and a way back', () => {
    renderWithServices(<AppRoot />, createFakeServices({ path: '/nowhere' }));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows the settings of the user's own blog only; another name is Page not found", async () => {
    const own = createFakeServices({ path: '/settings/blog/alice' });
    own.api.on('get', API_ROUTES.blogSettings('alice'), () => new Promise(() => undefined));
    const { unmount } = renderWithServices(<AppRoot />, own);
    // The settings pages are a chunk of their own (app/pages): the page shows once it is in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings for alice' })).toBeInTheDocument();
    unmount();
    const other = createFakeServices({ path: '/settings/blog/bob' });
    renderWithServices(<AppRoot />, other);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(other.api.calls).toEqual([]);
  });

  it('sends visitors from member pages to the login form', async () => {
    const services = createFakeServices({ path: '/queue', session: makeVisitorSession() });
    renderWithServices(<AppRoot />, services);
    expect(services.navigations).toEqual(['/login?redirect=%2Fqueue']);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends logged-in users from the login page to the dashboard', async () => {
    const services = withFeeds(createFakeServices({ path: '/login' }));
    renderWithServices(<AppRoot />, services);
    expect(services.navigations).toEqual(['/dashboard']);
    expect(await screen.findByRole('feed')).toBeInTheDocument();
  });

  it('shows toasts from the bus and removes them after about four seconds', () => {
    jest.useFakeTimers();
    try {
      const services = createFakeServices({ path: '/nowhere' });
      renderWithServices(<AppRoot />, services);
      act(() => services.bus.emit('toast:show', { message: 'Posted!', tone: 'success' }));
      expect(screen.getByRole('status')).toHaveTextContent('Posted!');
      act(() => jest.advanceTimersByTime(3900));
      expect(screen.getByText('Posted!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Posted!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
