import { askCounter } from './ask-counter';

// Spec 3 §5: remaining characters, shown at 100 or fewer; green above 40, warning 21–40, danger ≤ 20.
describe('askCounter', () => {
  it.each([
    [0, 500, false, 'ok'],
    [399, 101, false, 'ok'],
    [400, 100, true, 'ok'],
    [459, 41, true, 'ok'],
    [460, 40, true, 'warning'],
    [479, 21, true, 'warning'],
    [480, 20, true, 'danger'],
    [500, 0, true, 'danger'],
  ])('%i typed: %i left, visible %s, %s', (length, remaining, visible, tone) => {
    expect(askCounter(length)).toEqual({ remaining, visible, tone });
  });
});
