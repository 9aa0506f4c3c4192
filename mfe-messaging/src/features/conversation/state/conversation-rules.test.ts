import { layoutMessages } from './message-layout';
import { composeHeight, COMPOSE_MAX_HEIGHT_PX } from '../components/compose-box';
import { participantsLabel } from './participants-label';
import { isAtBottom, unreadPillText } from './unread-pill';
import { createWindowStore } from './window-store';

test('participants header: commas, a plus sign before the last', () => {
  expect(participantsLabel([])).toBe('');
  expect(participantsLabel(['a'])).toBe('a');
  expect(participantsLabel(['a', 'b'])).toBe('a + b');
  expect(participantsLabel(['a', 'b', 'c'])).toBe('a, b + c');
  expect(participantsLabel(['a', 'b', 'c', 'd'])).toBe('a, b, c + d');
});

test('a timestamp header when the gap is over one hour (3,600,000 ms), and on the first message', () => {
  const at = (ts: number, participant = 'x') => ({ ts, participant });
  const laid = layoutMessages([at(0), at(3_600_000), at(7_200_001)]);
  expect(laid.map((l) => l.tsHeader)).toEqual([true, false, true]);
});

test('same-participant messages under 60,000 ms apart collapse; another participant or a header does not', () => {
  const laid = layoutMessages([
    { ts: 0, participant: 'a' },
    { ts: 59_999, participant: 'a' },
    { ts: 119_999, participant: 'a' }, // exactly 60 000 later: not collapsed
    { ts: 120_000, participant: 'b' },
    { ts: 120_000 + 3_600_001, participant: 'b' }, // a header breaks the run
  ]);
  expect(laid.map((l) => l.isCollapsed)).toEqual([false, true, false, false, false]);
});

test('the unread pill: singular, plural, 99+ cap; at the bottom within 80 px', () => {
  expect(unreadPillText(0)).toBe('');
  expect(unreadPillText(1)).toBe('1 unread message');
  expect(unreadPillText(2)).toBe('2 unread messages');
  expect(unreadPillText(99)).toBe('99 unread messages');
  expect(unreadPillText(100)).toBe('99+ unread messages');
  expect(isAtBottom({ scrollTop: 420, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
  expect(isAtBottom({ scrollTop: 419, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
});

test('window store: opening or unminimising one minimises the others; the same blog opens once', () => {
  const store = createWindowStore();
  const bob = { uuid: 't:bob', name: 'bob', title: '', avatar_url: '', url: '' };
  const cy = { uuid: 't:cy', name: 'cy', title: '', avatar_url: '', url: '' };
  const k1 = store.open({ id: null, selfUuid: 't:me', selfName: 'me', others: [bob] });
  const k2 = store.open({ id: '9', selfUuid: 't:me', selfName: 'me', others: [cy] });
  expect(store.getWindows().map((w) => [w.key, w.minimized])).toEqual([
    [k1, true],
    [k2, false],
  ]);
  store.setMinimized(k1, false);
  expect(store.getWindows().find((w) => w.key === k2)?.minimized).toBe(true);
  store.setId(k1, '5');
  expect(store.open({ id: '5', selfUuid: 't:me', selfName: 'me', others: [bob] })).toBe(k1);
  expect(store.getWindows()).toHaveLength(2);
  store.close(k1);
  expect(store.getWindows().map((w) => w.key)).toEqual([k2]);
});

describe('compose box height (spec 2 §5 "snaps back to the original if within 5 px")', () => {
  test('grows with the text up to 120 px, and snaps back within 5 px of the original', () => {
    expect(composeHeight(34, 34)).toBe(34);
    expect(composeHeight(34, 39)).toBe(34);
    expect(composeHeight(34, 40)).toBe(40);
    expect(composeHeight(34, 58)).toBe(58);
    expect(composeHeight(34, 400)).toBe(COMPOSE_MAX_HEIGHT_PX);
  });
});
