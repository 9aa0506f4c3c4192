import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { BLOG_POPOVER } from '@dash/shared-contracts';
import { PostCard } from '../card';
import { makePost, pointerOut, pointerOver, press, renderWithHost } from '../testing';

// The post card's blog names and avatar ask the blog remote for the blog popover (spec 3 §2 screen 2)
// over the bus: after a short rest of the pointer or of keyboard focus, at once on a press.
const reblog = makePost({
  id: '7',
  blog: { name: 'bob', uuid: 't:bob', title: 'Bob', avatar_url: '/media/avatars/bob.png', url: '/blog/bob' },
  reblogged_from: { name: 'ann', uuid: 't:ann', title: 'Ann', avatar_url: '/a.png', url: '/blog/ann' },
});

function setup() {
  const view = renderWithHost(<PostCard post={reblog} position={1} />);
  const popovers = () => view.bus.payloads('blog:popover');
  const avatar = screen.getByRole('button', { name: 'Blog preview' });
  const name = screen.getByRole('link', { name: 'bob' });
  return { ...view, popovers, avatar, name };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks for the popover once the pointer has rested on the name for the intent delay, with its anchor', () => {
  const { popovers, name } = setup();
  pointerOver(name);
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs - 1));
  expect(popovers()).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(popovers()).toEqual([
    { action: 'open', name: 'bob', kind: 'popover', via: 'hover', anchor: { top: 0, left: 0, width: 0, height: 0 } },
  ]);
  pointerOut(name);
  expect(popovers().at(-1)).toEqual({ action: 'leave', name: 'bob' });
});

it('asks nothing when the pointer only passes over, nor for a touch, and previews "reblogged from" too', () => {
  const { popovers, name, avatar } = setup();
  pointerOver(name);
  act(() => jest.advanceTimersByTime(100));
  pointerOut(name);
  pointerOver(avatar, 'touch');
  act(() => jest.advanceTimersByTime(1000));
  expect(popovers()).toEqual([]);
  pointerOver(screen.getByRole('link', { name: 'ann' }), 'pen');
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  expect(popovers()).toMatchObject([{ action: 'open', name: 'ann', via: 'hover' }]);
});

it('moving from the avatar to the name keeps the popover without a second wait', () => {
  const { popovers, name, avatar } = setup();
  pointerOver(avatar);
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  pointerOut(avatar);
  pointerOver(name);
  expect(popovers().map((p) => p.action)).toEqual(['open', 'leave', 'open']);
});

it('a tap on the avatar on a touch screen opens the blog instead; a press on the name closes the popover', () => {
  const { popovers, payloads, name, avatar } = setup();
  press(avatar, 'touch');
  expect(payloads('blog:open')).toEqual([{ name: 'bob' }]);
  expect(popovers()).toEqual([]);
  pointerOver(name);
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  fireEvent.pointerDown(name);
  expect(popovers().at(-1)).toEqual({ action: 'close', name: 'bob' });
});

it('keyboard: focus resting on the avatar previews it, Escape closes it, Enter opens it with focus', () => {
  const { popovers, avatar } = setup();
  expect(avatar).toHaveAttribute('aria-haspopup', 'dialog');
  expect(avatar).toHaveAccessibleDescription('bob');
  act(() => avatar.focus());
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  expect(popovers()).toMatchObject([{ action: 'open', via: 'focus' }]);
  const escape = fireEvent.keyDown(avatar, { key: 'Escape' });
  expect(escape).toBe(false); // handled: what is under the trigger stays open
  expect(popovers().at(-1)).toEqual({ action: 'close', name: 'bob' });
  // Escape with nothing shown is left to the page.
  expect(fireEvent.keyDown(avatar, { key: 'Escape' })).toBe(true);
  fireEvent.click(avatar); // Enter and Space click a button
  expect(popovers().at(-1)).toMatchObject({ action: 'open', via: 'press', kind: 'popover' });
});

it('blur says leave, unless focus went into the popover; a press with the mouse opens it with focus', () => {
  const { popovers, avatar } = setup();
  const layer = document.createElement('button');
  layer.setAttribute('data-popover-layer', '');
  document.body.appendChild(layer);
  press(avatar);
  expect(popovers()).toMatchObject([{ action: 'open', via: 'press' }]);
  fireEvent.blur(avatar, { relatedTarget: layer });
  expect(popovers()).toHaveLength(1);
  fireEvent.focus(avatar); // focus given back when the popover closed: no second preview
  fireEvent.blur(avatar, { relatedTarget: document.body });
  expect(popovers().at(-1)).toEqual({ action: 'leave', name: 'bob' });
  act(() => jest.advanceTimersByTime(1000));
  expect(popovers()).toHaveLength(2);
  layer.remove();
});

it('closes what it asked for when the card goes away', () => {
  const { popovers, avatar, unmount } = setup();
  pointerOver(avatar);
  act(() => jest.advanceTimersByTime(BLOG_POPOVER.intentDelayMs));
  unmount();
  expect(popovers().at(-1)).toEqual({ action: 'close', name: 'bob' });
});
