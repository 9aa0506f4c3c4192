import { windowPolicy } from '../hooks/use-window-policy';
import { applyPolicy, type ConversationWindow } from './window-store';

const w = (key: string, minimized = false): ConversationWindow => ({
  key,
  id: key,
  selfUuid: 't:alpha',
  selfName: 'alpha',
  others: [],
  minimized,
});

test('keeps the newest open windows (the end of the list) and minimises the older ones', () => {
  const list = [w('a'), w('b', true), w('c'), w('d')];
  expect(applyPolicy(list, { maxOpen: 2, minimize: true }).map((x) => [x.key, x.minimized])).toEqual([
    ['a', true],
    ['b', true],
    ['c', false],
    ['d', false],
  ]);
});

test('without minimising, the windows beyond the limit close and no window stays minimised', () => {
  expect(applyPolicy([w('a'), w('b', true), w('c')], { maxOpen: 1, minimize: false }).map((x) => x.key)).toEqual(['c']);
});

test('the policy: one window unless multiple windows are on and the viewport holds more, at most 3', () => {
  expect(windowPolicy(false, true, 1440)).toEqual({ maxOpen: 1, minimize: true });
  expect(windowPolicy(true, true, 470)).toEqual({ maxOpen: 1, minimize: true });
  expect(windowPolicy(true, false, 700)).toEqual({ maxOpen: 2, minimize: false });
  expect(windowPolicy(true, true, 1440)).toEqual({ maxOpen: 3, minimize: true });
});
