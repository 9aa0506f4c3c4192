import {
  NO_RESULTS_LINES,
  moveSelection,
  pickNoResultsLine,
  recipientForEnter,
  shouldAppendFavorites,
  splitEmptyInbox,
  trimToRows,
} from './recipient-rules';

test('Down and Up wrap around; from no selection Down picks the first, Up the last', () => {
  expect(moveSelection(-1, 3, 'ArrowDown')).toBe(0);
  expect(moveSelection(0, 3, 'ArrowDown')).toBe(1);
  expect(moveSelection(2, 3, 'ArrowDown')).toBe(0);
  expect(moveSelection(-1, 3, 'ArrowUp')).toBe(2);
  expect(moveSelection(0, 3, 'ArrowUp')).toBe(2);
  expect(moveSelection(2, 3, 'ArrowUp')).toBe(1);
  expect(moveSelection(0, 0, 'ArrowDown')).toBe(-1);
});

test('Enter opens the selection, or the only recipient when there is exactly one', () => {
  expect(recipientForEnter(1, 3)).toBe(1);
  expect(recipientForEnter(-1, 1)).toBe(0);
  expect(recipientForEnter(-1, 3)).toBe(-1);
  expect(recipientForEnter(-1, 0)).toBe(-1);
});

test('the no-results line is one of the spec lines, picked at random', () => {
  expect(NO_RESULTS_LINES).toEqual([
    "That isn't anyone.",
    'Uh, who?',
    'Huh what?',
    "Never heard of 'em.",
    '???',
    'Eh?',
    'Whaaa?',
  ]);
  expect(pickNoResultsLine(() => 0)).toBe("That isn't anyone.");
  expect(pickNoResultsLine(() => 0.999)).toBe('Whaaa?');
  expect(pickNoResultsLine(() => 3 / 7)).toBe("Never heard of 'em.");
});

test('the grid is trimmed to whole rows of 4, keeping at least one row', () => {
  const n = (count: number) => Array.from({ length: count }, (_, i) => i);
  expect(trimToRows(n(0))).toEqual([]);
  expect(trimToRows(n(3))).toEqual([0, 1, 2]);
  expect(trimToRows(n(4))).toHaveLength(4);
  expect(trimToRows(n(7))).toHaveLength(4);
  expect(trimToRows(n(8))).toHaveLength(8);
  expect(trimToRows(n(11))).toHaveLength(8);
});

test('the empty inbox answer splits into a whole-row grid and 5 favourites, without repeats', () => {
  const n = (count: number) => Array.from({ length: count }, (_, i) => i);
  expect(splitEmptyInbox(n(3))).toEqual({ grid: [], favorites: [0, 1, 2] });
  expect(splitEmptyInbox(n(6))).toEqual({ grid: [0], favorites: [1, 2, 3, 4, 5] });
  expect(splitEmptyInbox(n(12))).toEqual({ grid: [0, 1, 2, 3], favorites: [4, 5, 6, 7, 8] });
  const full = splitEmptyInbox(n(20));
  expect(full.grid).toHaveLength(12);
  expect(full.favorites).toEqual([12, 13, 14, 15, 16]);
});

test('favourites are appended only to 1–3 conversations without a next page', () => {
  expect(shouldAppendFavorites(1, false)).toBe(true);
  expect(shouldAppendFavorites(3, false)).toBe(true);
  expect(shouldAppendFavorites(4, false)).toBe(false);
  expect(shouldAppendFavorites(2, true)).toBe(false);
  expect(shouldAppendFavorites(0, false)).toBe(false);
});
