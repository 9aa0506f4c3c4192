import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, remoteProps, fakeSession, type ApiRoute } from '@dash/remote-kit/src/testing';
import { DEFAULT_SERVER_DATA } from '../../../lib/server-data';
import { windowStore } from '../../conversation';
import { inboxButtonLabel } from '../state/inbox-button-label';
import { HeaderInbox } from './header-inbox';

function setup(answer: ApiRoute, session = fakeSession()) {
  const bus = createFakeBus();
  const api = fakeApi(answer);
  const props = remoteProps({ bus, api, session });
  render(
    <RemoteProvider value={props}>
      <HeaderInbox />
    </RemoteProvider>,
  );
  return { bus, api };
}

const poll = (count: number) => ({ unread_messages: { 'mk-alpha': { c1: count } } });

test('button label carries the unread count, capped like the badge', () => {
  expect(inboxButtonLabel(0)).toBe('Messages');
  expect(inboxButtonLabel(3)).toBe('Messages, 3 unread');
  expect(inboxButtonLabel(150)).toBe('Messages, 99+ unread');
});

test('is not shown to a user who cannot message', () => {
  setup(() => poll(0), fakeSession({}, { can_message: false }));
  expect(screen.queryByRole('button', { name: /Messages/ })).not.toBeInTheDocument();
});

test('polls on mount, shows the badge and announces the counts on the bus', async () => {
  const { api, bus } = setup((path) => (path === API_ROUTES.poll ? poll(3) : {}));
  expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
  expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.poll,
    expect.objectContaining({ query: { token: 'tok', unread_messages: true, mention_keys: 'mk-alpha' } }),
  );
  expect(bus.last('messaging:unread-changed')).toEqual({ total: 3, byBlog: { alpha: 3 } });
});

test('caps the badge at 99+', async () => {
  setup(() => poll(250));
  await screen.findByRole('button', { name: 'Messages, 99+ unread' });
  expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
});

test('adopts counts another tab announced', async () => {
  const { bus } = setup(() => poll(1));
  await screen.findByRole('button', { name: 'Messages, 1 unread' });
  act(() => bus.emit('messaging:unread-changed', { total: 7, byBlog: { alpha: 7 } }));
  expect(screen.getByRole('button', { name: 'Messages, 7 unread' })).toBeInTheDocument();
});

test('does not poll without a verified e-mail', async () => {
  const { api } = setup(() => poll(1), fakeSession({}, { is_verified_email: false }));
  await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
  expect(screen.getByRole('dialog', { name: 'Inbox' })).toHaveTextContent(
    'Please verify your email address before talking to a Tumblr.',
  );
  expect(api.get).not.toHaveBeenCalled();
});

describe('desktop notifications from a hidden tab (spec 2 §4)', () => {
  const created: { title: string; onclick: (() => void) | null; close: jest.Mock }[] = [];
  beforeEach(() => {
    created.length = 0;
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = jest.fn();
      onclick: (() => void) | null = null;
      close = jest.fn();
      constructor(public title: string) {
        created.push(this);
      }
    }
    Object.defineProperty(window, 'Notification', { configurable: true, value: FakeNotification });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  });
  afterEach(() => {
    delete (window as { Notification?: unknown }).Notification;
    delete (document as { visibilityState?: unknown }).visibilityState;
    act(() => windowStore.reset());
  });

  test('keeps polling while hidden with permission, notifies a conversation whose count rose, a click opens it', async () => {
    jest.useFakeTimers();
    let count = 0;
    const { api } = setup((path) => (path === API_ROUTES.poll ? poll(count) : {}));
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.get).toHaveBeenCalledTimes(1);
    count = 2;
    await act(async () => {
      jest.advanceTimersByTime(60_000);
      await Promise.resolve();
    });
    expect(api.get).toHaveBeenCalledTimes(2);
    await act(async () => {
      await Promise.resolve();
    });
    expect(created.map((n) => n.title)).toEqual(['New message for alpha']);
    act(() => created[0]?.onclick?.());
    expect(windowStore.getWindows()).toMatchObject([{ id: 'c1', selfName: 'alpha', minimized: false }]);
    jest.useRealTimers();
  });

  test('with desktop notifications off in the server data, a hidden tab pauses and nothing shows', async () => {
    jest.useFakeTimers();
    const session = fakeSession();
    const { api } = setup(() => poll(1), {
      ...session,
      messaging: { ...DEFAULT_SERVER_DATA, features: { ...DEFAULT_SERVER_DATA.features, desktop_notifications: false } },
    });
    await act(async () => {
      jest.advanceTimersByTime(120_000);
      await Promise.resolve();
    });
    expect(api.get).not.toHaveBeenCalled();
    expect(created).toEqual([]);
    jest.useRealTimers();
  });
});
