import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BLOG_POPOVER, type ActivityNotification, type BlogDataResponse } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { pointerOut, pointerOver, press } from '@dash/post-kit/src/testing';
import { createFakeBus, fakeApi, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { HeaderActivity } from '../../header-activity/components/header-activity';

// Spec 3 §2 screen 17: a notification's avatar and name show the blog card, which the blog remote
// draws when asked over the bus (`blog:popover`, kind `card`).
const follower: ActivityNotification = {
  id: 'n1',
  type: 'follower',
  timestamp: Math.floor(Date.now() / 1000) - 60,
  message: 'started following you',
  from_tumblelog: {
    name: 'fan-a',
    avatar_url_48: '/fan-48.png',
    avatar_url_128: '/fan-128.png',
    tumblr_url: '/blog/fan-a',
    is_friend: false,
  },
  post: null,
  note_meta: null,
};
const data: BlogDataResponse = { name: 'alpha', activity_data: [1, 2], activity_notifications: [follower] };

async function openActivity() {
  const bus = createFakeBus();
  render(
    <RemoteProvider value={remoteProps({ bus, api: fakeApi(() => data), session: fakeSession() })}>
      <HeaderActivity />
    </RemoteProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Activity' }));
  const dialog = screen.getByRole('dialog', { name: 'Activity' });
  const avatar = await within(dialog).findByRole('button', { name: 'Blog card' });
  const name = within(dialog).getByRole('link', { name: 'fan-a' });
  return { bus, dialog, avatar, name, cards: () => bus.payloads('blog:popover') };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('hovering the avatar or the name asks for the blog card after the intent delay; leaving says so', async () => {
  const { cards, avatar, name } = await openActivity();
  pointerOver(name);
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  expect(cards()).toMatchObject([{ action: 'open', name: 'fan-a', kind: 'card', via: 'hover' }]);
  pointerOut(name);
  pointerOver(avatar);
  expect(cards().map((c) => c.action)).toEqual(['open', 'leave', 'open']);
});

it('the avatar is the keyboard trigger: named, described by the blog, Enter opens the card, Escape closes only the card', async () => {
  const { cards, avatar, dialog } = await openActivity();
  expect(avatar).toHaveAttribute('aria-haspopup', 'dialog');
  expect(avatar).toHaveAccessibleDescription('fan-a');
  act(() => avatar.focus());
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  expect(cards()).toMatchObject([{ action: 'open', via: 'focus', kind: 'card' }]);
  fireEvent.click(avatar); // Enter on a button
  expect(cards().at(-1)).toMatchObject({ action: 'open', via: 'press' });
  fireEvent.keyDown(avatar, { key: 'Escape' });
  expect(cards().at(-1)).toEqual({ action: 'close', name: 'fan-a' });
  expect(dialog).toBeInTheDocument();
  // The next Escape is the activity popover's.
  fireEvent.keyDown(avatar, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
});

it('a tap on the avatar on a touch screen opens the blog and closes the popover, with no card', async () => {
  const { bus, cards, avatar } = await openActivity();
  press(avatar, 'touch');
  expect(bus.payloads('blog:open')).toEqual([{ name: 'fan-a' }]);
  expect(cards()).toEqual([]);
  expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
});

it('a blog opened from the card over it closes the popover, and the card with it', async () => {
  const { bus, cards, avatar } = await openActivity();
  pointerOver(avatar);
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  act(() => bus.emit('blog:open', { name: 'fan-a' }));
  expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
  expect(cards().at(-1)).toEqual({ action: 'close', name: 'fan-a' });
});
