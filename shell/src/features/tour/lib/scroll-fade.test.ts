import { fadedOut, glassOpacity } from './scroll-fade';
import { TOUR } from './tour-constants';

describe('glass opacity while scrolling (spec 3 §4)', () => {
  it('is 1 where the step opened and fades linearly to 0 over the fade distance, either way', () => {
    expect(TOUR.fadeDistancePx).toBe(300);
    expect(glassOpacity(100, 100)).toBe(1);
    expect(glassOpacity(100, 175)).toBe(0.75);
    expect(glassOpacity(100, 250)).toBe(0.5);
    expect(glassOpacity(400, 250)).toBe(0.5);
    expect(glassOpacity(100, 399)).toBeCloseTo(0.003);
    expect(glassOpacity(100, 400)).toBe(0);
    expect(glassOpacity(100, 4000)).toBe(0);
  });

  it('is faded out completely only at 0', () => {
    expect(fadedOut(glassOpacity(0, 299))).toBe(false);
    expect(fadedOut(glassOpacity(0, 300))).toBe(true);
  });

  it('takes another distance', () => {
    expect(glassOpacity(0, 50, 100)).toBe(0.5);
    expect(glassOpacity(0, 50, 0)).toBe(0);
  });
});
