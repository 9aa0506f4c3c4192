import { DesktopNotifier, NOTIFICATION_CLOSE_MS } from './desktop-notifications';
import { createWindowStore } from './window-store';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    readonly title: string,
    readonly options?: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

const conversation = {
  id: 'c1',
  selfUuid: 't:alpha',
  selfName: 'alpha',
  others: [{ uuid: 't:bob', name: 'bob', title: 'Bob', avatar_url: '/b.png', url: '/blog/bob' }],
};

function setup({ hidden = false, active = true } = {}) {
  const store = createWindowStore();
  const focusTab = jest.fn();
  const state = { hidden, active };
  const notifier = new DesktopNotifier({
    Notification: () => FakeNotification as unknown as typeof Notification,
    isTabHidden: () => state.hidden,
    focusTab,
    hasUserActivation: () => state.active,
    store,
  });
  return { store, focusTab, notifier, state };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
});
afterEach(() => jest.useRealTimers());

test('shown only when the tab is hidden or the window is minimised', () => {
  const { notifier, state } = setup();
  expect(notifier.notify({ blogName: 'alpha', minimized: false, conversation })).toBeNull();
  expect(FakeNotification.shown).toHaveLength(0);
  expect(notifier.notify({ blogName: 'alpha', minimized: true, conversation })).not.toBeNull();
  state.hidden = true;
  notifier.notify({ blogName: 'alpha', minimized: false, conversation });
  expect(FakeNotification.shown.map((n) => n.title)).toEqual(['New message for alpha', 'New message for alpha']);
  expect(FakeNotification.shown[0]?.options).toEqual({ tag: 'messaging:alpha' });
});

test('nothing without permission', () => {
  FakeNotification.permission = 'default';
  const { notifier } = setup({ hidden: true });
  expect(notifier.notify({ blogName: 'alpha', minimized: true, conversation })).toBeNull();
});

test('closes itself after 5000 ms', () => {
  const { notifier } = setup({ hidden: true });
  notifier.notify({ blogName: 'alpha', minimized: false, conversation });
  const shown = FakeNotification.shown[0];
  jest.advanceTimersByTime(NOTIFICATION_CLOSE_MS - 1);
  expect(shown?.close).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(shown?.close).toHaveBeenCalledTimes(1);
});

test('a click focuses the tab and opens the conversation', () => {
  const { notifier, store, focusTab } = setup({ hidden: true });
  notifier.notify({ blogName: 'alpha', minimized: false, conversation });
  FakeNotification.shown[0]?.onclick?.();
  expect(focusTab).toHaveBeenCalled();
  expect(store.getWindows()).toMatchObject([{ id: 'c1', minimized: false }]);
  expect(FakeNotification.shown[0]?.close).toHaveBeenCalled();
});

test('permission is asked once, only while the user acts, and only when undecided', () => {
  const { notifier, state } = setup({ active: false });
  FakeNotification.permission = 'default';
  notifier.requestOnDemand(); // no user activation (a page load, a restore)
  expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  state.active = true;
  notifier.requestOnDemand();
  notifier.requestOnDemand();
  expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);

  const decided = setup();
  FakeNotification.permission = 'denied';
  decided.notifier.requestOnDemand();
  expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
});
