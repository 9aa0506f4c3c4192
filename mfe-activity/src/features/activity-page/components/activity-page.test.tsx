import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type ActivityNotification, type BlogDataResponse } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, fakeBlog, fakeSession, remoteProps, type ApiRoute } from '@dash/remote-kit/src/testing';
import { ACTIVITY_FAILED_TEXT, ActivityPage } from './activity-page';

const now = () => Math.floor(Date.now() / 1000);

function like(id: string, extra: Partial<ActivityNotification> = {}): ActivityNotification {
  return {
    id,
    type: 'like',
    timestamp: now() - 60,
    message: 'liked your post',
    from_tumblelog: {
      name: `fan-${id}`,
      avatar_url_48: '/a.png',
      avatar_url_128: '/a.png',
      tumblr_url: `/blog/fan-${id}`,
      is_friend: false,
    },
    post: {
      id: `p${id}`,
      url: `/blog/alpha/post/p${id}`,
      type: 'text',
      summary: `Post ${id}`,
      media_url: null,
      blog_name: 'alpha',
    },
    note_meta: null,
    ...extra,
  };
}

function data(notifications: ActivityNotification[], next_cursor: string | null = null): BlogDataResponse {
  const series = new Array<number>(30).fill(0);
  series[29] = 2;
  series[10] = 5;
  return { name: 'alpha', activity_data: series, activity_notifications: notifications, next_cursor };
}

function setup(path: string, answer: ApiRoute, session = fakeSession()) {
  const bus = createFakeBus();
  const api = fakeApi(answer);
  const navigate = jest.fn();
  const [pathname, search = ''] = path.split('?');
  bus.emit('route:changed', { path: pathname!, search: search ? `?${search}` : '' });
  render(
    <RemoteProvider value={remoteProps({ bus, api, session, navigate })}>
      <ActivityPage />
    </RemoteProvider>,
  );
  return { bus, api, navigate };
}

test('asks for a page of the filter and the cursor in the address, and marks the filter', async () => {
  const { api } = setup('/blog/alpha/activity?type=like&before=1700000000.12', () => data([like('1')]));
  expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.blogData,
    expect.objectContaining({
      query: {
        tumblelog: 'alpha',
        include_activity_data: true,
        include_activity_notifications: true,
        type: 'like',
        before: '1700000000.12',
        limit: 20,
      },
    }),
  );
  const filters = screen.getByRole('navigation', { name: 'Filter activity' });
  expect(within(filters).getByRole('link', { name: 'Likes' })).toHaveAttribute('aria-current', 'page');
  expect(within(filters).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
});

test('a filter and the older page are addresses the app navigates to, and each click is logged', async () => {
  const { navigate, bus } = setup('/blog/alpha/activity', () => data([like('1')], '1700000000.12'));
  await screen.findByRole('link', { name: 'Post 1' });
  await userEvent.click(screen.getByRole('link', { name: 'Reblogs' }));
  expect(navigate).toHaveBeenLastCalledWith('/blog/alpha/activity?type=reblog');
  const older = screen.getByRole('link', { name: 'Older notifications' });
  expect(older).toHaveAttribute('href', '/blog/alpha/activity?before=1700000000.12');
  await userEvent.click(older);
  expect(navigate).toHaveBeenLastCalledWith('/blog/alpha/activity?before=1700000000.12');
  expect(screen.queryByRole('link', { name: 'Newest notifications' })).not.toBeInTheDocument();
  expect(bus.payloads('log:event')).toEqual([
    { event: 'activityLinks', data: { action: 'click', target: 'filter' } },
    { event: 'activityLinks', data: { action: 'click', target: 'page' } },
  ]);
});

test('the route changing reloads with the new filter; an older page links back to the newest', async () => {
  const { bus, api } = setup('/blog/alpha/activity', (_path, query) => data(query.before ? [] : [like('1')]));
  await screen.findByRole('link', { name: 'Post 1' });
  act(() => bus.emit('route:changed', { path: '/blog/alpha/activity', search: '?type=follower&before=10.2' }));
  expect(await screen.findByText('No older notifications.')).toBeInTheDocument();
  expect(api.get).toHaveBeenLastCalledWith(
    API_ROUTES.blogData,
    expect.objectContaining({ query: expect.objectContaining({ type: 'follower' }) }),
  );
  expect(screen.getByRole('link', { name: 'Newest notifications' })).toHaveAttribute(
    'href',
    '/blog/alpha/activity?type=follower',
  );
});

test('empty: the spec text for All, a short line for a filter', async () => {
  setup('/blog/alpha/activity', () => data([]));
  expect(
    await screen.findByText('Check out this tab when you make a post to see Likes, Reblogs, and new followers.'),
  ).toBeInTheDocument();
});

test('the trend shows the 30 days with totals, a tooltip per day and day labels', async () => {
  setup('/blog/alpha/activity', () => data([]));
  const chart = await screen.findByRole('img', { name: 'Notes over the last 30 days: 7 total' });
  expect(chart.querySelectorAll('title')).toHaveLength(30);
  expect(chart.querySelector('title')?.textContent).toMatch(/^\w{3}, \w{3} \d+: 0 notes$/);
  expect(screen.getByText('Today', { selector: '.activity-page__day' })).toBeInTheDocument();
  expect(screen.getByText('Today', { selector: 'dt' }).nextSibling).toHaveTextContent('2');
});

test('Share on a notification opens the older share popover for its post', async () => {
  const { bus } = setup('/blog/alpha/activity', () => data([like('1')]));
  await userEvent.click(await screen.findByRole('button', { name: 'Share Post 1' }));
  expect(bus.payloads('share:open')).toEqual([
    { postId: 'p1', blogName: 'alpha', anchor: expect.objectContaining({ top: expect.any(Number) }), variant: 'popover' },
  ]);
});

test('a reblog with commentary quotes the added words and links to the reblog; anonymous shows the generic avatar', async () => {
  setup('/blog/alpha/activity', () =>
    data([
      like('1', {
        type: 'reblog',
        message: 'reblogged your post and added:',
        new_post: { url: '/blog/fan-1/post/9', diff: 'So true', quote: 'Original' },
      }),
      like('2', { type: 'ask', message: 'asked you a question', from_tumblelog: null }),
    ]),
  );
  expect(await screen.findByText('So true')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the reblog' })).toHaveAttribute('href', '/blog/fan-1/post/9');
  expect(screen.getByText('Anonymous')).toBeInTheDocument();
});

test('a failure says so and Try again asks again', async () => {
  let fail = true;
  const { api } = setup('/blog/alpha/activity', () => {
    if (fail) throw new Error('down');
    return data([like('1')]);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_FAILED_TEXT);
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledTimes(2);
});

test('the blog switcher goes to the other blog’s page, keeping the filter', async () => {
  const session = fakeSession({ blogs: [fakeBlog('alpha', { is_primary: true }), fakeBlog('beta')] });
  const { navigate } = setup('/blog/alpha/activity?type=like', () => data([]), session);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Blog' }), 'beta');
  expect(navigate).toHaveBeenCalledWith('/blog/beta/activity?type=like');
});

test('a blog that is not the user’s own draws nothing and asks for nothing', () => {
  const { api } = setup('/blog/someone-else/activity', () => data([]));
  expect(screen.queryByRole('heading', { name: 'Activity' })).not.toBeInTheDocument();
  expect(api.get).not.toHaveBeenCalled();
});
