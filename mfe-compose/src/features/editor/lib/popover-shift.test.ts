import { POPOVER_SHIFT_ERROR, assertPopoverShift, bubblePlacement } from './popover-shift';

describe('popover shift (spec 1 §5)', () => {
  it('accepts an object with numeric x and y', () => {
    expect(assertPopoverShift({ x: 0, y: 8 })).toEqual({ x: 0, y: 8 });
    expect(bubblePlacement({ left: 30, bottom: 40 }, { x: -5, y: 8 })).toEqual({ top: 48, left: 25 });
    expect(bubblePlacement({ left: 2, bottom: 0 }, { x: -5, y: 0 })).toEqual({ top: 0, left: 0 });
  });

  it.each([null, undefined, 8, '8', { x: 1 }, { x: '1', y: 2 }, { x: 1, y: NaN }, [1, 2]])('rejects %p', (shift) => {
    expect(() => assertPopoverShift(shift)).toThrow(POPOVER_SHIFT_ERROR);
  });
});
