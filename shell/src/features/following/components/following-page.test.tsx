import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeBlog } from '../../../test/fixtures';
import { FollowingPage } from './following-page';

beforeAll(() => {
  window.scrollTo = jest.fn();
});

test('lists the followed blogs with links to their pages; Unfollow asks the blog remote and the row stays, marked', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.following, () => ({
    blogs: [makeBlog('bob', { following: true }), makeBlog('cat', { following: true })],
    total: 2,
    next_offset: null,
  }));
  renderWithServices(<FollowingPage />, services);
  expect(await screen.findByRole('heading', { level: 1, name: 'Following · 2 blogs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/blog/bob');
  expect(document.title).toBe('Following');
  const row = screen.getByRole('link', { name: 'bob' }).closest('li') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Unfollow bob' }));
  expect(services.bus.payloads('blog:follow')).toEqual([{ name: 'bob', follow: false, source: 'following-page' }]);
  act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: false }));
  expect(within(row).getByRole('button', { name: 'Follow bob' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('says so when the user follows nobody', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.following, () => ({ blogs: [], total: 0, next_offset: null }));
  renderWithServices(<FollowingPage />, services);
  expect(await screen.findByText(/not following any blogs yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
});
