import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type ActivityNotification, type BlogDataResponse } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, fakeBlog, remoteProps, fakeSession, type ApiRoute } from '@dash/remote-kit/src/testing';
import { HeaderActivity } from './header-activity';

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function notification(id: string, extra: Partial<ActivityNotification> = {}): ActivityNotification {
  return {
    id,
    type: 'like',
    timestamp: nowSeconds() - 60,
    message: 'liked your post',
    from_tumblelog: {
      name: `fan-${id}`,
      avatar_url_48: `/media/fan-${id}-48.png`,
      avatar_url_128: '/x.png',
      tumblr_url: `/blog/fan-${id}`,
      is_friend: false,
    },
    post: { id: 'p1', url: '/blog/alpha/p1', type: 'text', summary: 'My first post', media_url: null },
    note_meta: null,
    ...extra,
  };
}

function blogData(name: string, notifications: ActivityNotification[]): BlogDataResponse {
  return {
    name,
    activity_data: Array.from({ length: 30 }, (_, i) => (i % 5 === 0 ? 4 : 1)),
    activity_notifications: notifications,
  };
}

function setup(answer: ApiRoute, session = fakeSession()) {
  const bus = createFakeBus();
  const api = fakeApi(answer);
  const navigate = jest.fn();
  render(
    <RemoteProvider value={remoteProps({ bus, api, session, navigate })}>
      <HeaderActivity />
    </RemoteProvider>,
  );
  return { bus, api, navigate };
}

async function openActivity() {
  await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
  return screen.getByRole('dialog', { name: 'Activity' });
}

test('loads the current blog activity and groups it under day headers', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const { api } = setup(async () => {
    await gate;
    return blogData('alpha', [
      notification('a', { type: 'reblog', message: 'reblogged your post' }),
      notification('b', { timestamp: nowSeconds() - 2 * DAY - 60, type: 'follower', message: '', post: null }),
    ]);
  });
  const dialog = await openActivity();
  expect(within(dialog).getByRole('progressbar', { name: 'Loading activity' })).toBeInTheDocument();
  release();
  const headers = await within(dialog).findAllByRole('heading', { level: 3 });
  expect(headers[0]).toHaveTextContent(/^Today /);
  expect(headers[1]).toHaveTextContent(/^2 days ago \w+day, \w+ \d+$/);
  expect(within(dialog).getByText('reblogged your post', { exact: false })).toBeInTheDocument();
  expect(within(dialog).getByText('started following you', { exact: false })).toBeInTheDocument();
  expect(within(dialog).getByTestId('activity-list')).toHaveClass('activity-list--scroll');
  expect(within(dialog).getByRole('img', { name: 'Notes over the last 30 days: 48 total' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'See everything' })).toHaveAttribute('href', '/blog/alpha/activity');
  expect(within(dialog).getByRole('link', { name: 'Activity page for alpha' })).toHaveAttribute('href', '/blog/alpha/activity');
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.blogData,
    expect.objectContaining({ query: { tumblelog: 'alpha', include_activity_data: true, include_activity_notifications: true } }),
  );
});

test('one day of notifications does not scroll', async () => {
  setup(() => blogData('alpha', [notification('a'), notification('b')]));
  const dialog = await openActivity();
  expect(await within(dialog).findByTestId('activity-list')).not.toHaveClass('activity-list--scroll');
});

test('shows the empty state', async () => {
  setup(() => blogData('alpha', []));
  const dialog = await openActivity();
  expect(
    await within(dialog).findByText('Check out this tab when you make a post to see Likes, Reblogs, and new followers.'),
  ).toBeInTheDocument();
});

test('a failed load alerts "Woops :(" and closes', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  setup(() => {
    throw new Error('down');
  });
  await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Woops :('));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  alert.mockRestore();
});

test('the blog switcher shows only with several blogs and reloads for the chosen blog', async () => {
  const session = fakeSession({ blogs: [fakeBlog('alpha'), fakeBlog('beta')] });
  const { api, bus } = setup(
    (_p, query) => blogData(String(query.tumblelog), query.tumblelog === 'beta' ? [notification('z')] : []),
    session,
  );
  const dialog = await openActivity();
  const select = within(dialog).getByRole('combobox', { name: 'Blog' });
  await userEvent.selectOptions(select, 'beta');
  expect(await within(dialog).findByRole('link', { name: 'fan-z' })).toBeInTheDocument();
  expect(api.get).toHaveBeenLastCalledWith(
    API_ROUTES.blogData,
    expect.objectContaining({ query: expect.objectContaining({ tumblelog: 'beta' }) }),
  );
  expect(bus.emitted.some((e) => e.topic === 'session:current-blog')).toBe(false);
});

test('a single blog gets no switcher', async () => {
  setup(() => blogData('alpha', []));
  const dialog = await openActivity();
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
});

test('reloads when the current blog changes', async () => {
  const session = fakeSession({ blogs: [fakeBlog('alpha'), fakeBlog('beta')] });
  const { api, bus } = setup((_p, query) => blogData(String(query.tumblelog), []), session);
  await openActivity();
  act(() => bus.emit('session:current-blog', { name: 'beta' }));
  await screen.findByText(/Check out this tab/);
  expect(api.get).toHaveBeenLastCalledWith(
    API_ROUTES.blogData,
    expect.objectContaining({ query: expect.objectContaining({ tumblelog: 'beta' }) }),
  );
  expect(screen.getByRole('combobox', { name: 'Blog' })).toHaveValue('beta');
});

test('clicking a blog name opens that blog and closes the popover', async () => {
  const { bus } = setup(() => blogData('alpha', [notification('a')]));
  const dialog = await openActivity();
  await userEvent.click(await within(dialog).findByRole('link', { name: 'fan-a' }));
  expect(bus.emitted).toContainEqual({ topic: 'blog:open', payload: { name: 'fan-a' } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Activity' })).toHaveFocus();
});

test('See everything navigates in the app', async () => {
  const { navigate } = setup(() => blogData('alpha', []));
  const dialog = await openActivity();
  await userEvent.click(await within(dialog).findByRole('link', { name: 'See everything' }));
  expect(navigate).toHaveBeenCalledWith('/blog/alpha/activity');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a click on any link inside closes the popover and is logged as activityLinks (spec 3 §4, §9)', async () => {
  const { bus, navigate } = setup(() => blogData('alpha', [notification('a')]));
  let dialog = await openActivity();
  await userEvent.click(await within(dialog).findByRole('link', { name: 'My first post' }));
  expect(navigate).toHaveBeenCalledWith('/blog/alpha/p1');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  dialog = await openActivity();
  await userEvent.click(await within(dialog).findByRole('link', { name: 'Activity page for alpha' }));
  expect(navigate).toHaveBeenLastCalledWith('/blog/alpha/activity');
  dialog = await openActivity();
  // A modified click (new tab) keeps the browser's behaviour but still closes.
  const keepPage = (event: Event) => event.preventDefault(); // jsdom cannot open a tab
  window.addEventListener('click', keepPage);
  fireEvent.click(await within(dialog).findByRole('link', { name: 'fan-a' }), { ctrlKey: true });
  window.removeEventListener('click', keepPage);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bus.payloads('log:event')).toEqual([
    { event: 'activityLinks', data: { action: 'click', target: 'post' } },
    { event: 'activityLinks', data: { action: 'click', target: 'trend-line' } },
    { event: 'activityLinks', data: { action: 'click', target: 'blog' } },
  ]);
});

test('every notification type has its own words: mention, photo, reblog with commentary', async () => {
  setup(() =>
    blogData('alpha', [
      notification('m', { type: 'user_mention', message: '' }),
      notification('p', {
        type: 'photo',
        message: '',
        new_post: { url: '/blog/fan-p/post/7', diff: '', quote: 'Mine' },
      }),
      notification('r', {
        type: 'reblog',
        message: 'reblogged your post and added:',
        new_post: { url: '/blog/fan-r/post/8', diff: 'Agreed!', quote: 'Mine' },
      }),
    ]),
  );
  const dialog = await openActivity();
  expect(await within(dialog).findByText('mentioned you in a post')).toBeInTheDocument();
  expect(within(dialog).getByText('reblogged your post with a photo')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'See the photo' })).toHaveAttribute('href', '/blog/fan-p/post/7');
  expect(within(dialog).getByText('Agreed!')).toBeInTheDocument();
  // The popover offers no Share button (the page does).
  expect(within(dialog).queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
});

test('a follower notification offers the follow icon to /follow/{name} unless already followed', async () => {
  const { navigate } = setup(() =>
    blogData('alpha', [
      notification('f', { type: 'follower', message: 'started following you', post: null }),
      notification('g', {
        type: 'follower',
        message: 'started following you',
        post: null,
        from_tumblelog: {
          name: 'fan-g',
          avatar_url_48: '/g.png',
          avatar_url_128: '/g.png',
          tumblr_url: '/blog/fan-g',
          is_friend: true,
        },
      }),
    ]),
  );
  const dialog = await openActivity();
  expect(within(dialog).queryByRole('link', { name: 'Follow fan-g' })).not.toBeInTheDocument();
  await userEvent.click(await within(dialog).findByRole('link', { name: 'Follow fan-f' }));
  expect(navigate).toHaveBeenCalledWith('/follow/fan-f');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Escape closes and gives focus back to the button', async () => {
  setup(() => blogData('alpha', []));
  await openActivity();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Activity' })).toHaveFocus();
});
